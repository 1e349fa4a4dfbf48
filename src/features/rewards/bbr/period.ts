/**
 * The campaign's period arrives worded by the server in English ("18 Nov 2026 – 25 Nov 2026");
 * an Arabic reader gets the same dates from our own date format.
 */
import type { Language } from '@contract/language';
import { formatDate } from '@/lib/format';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAY = /^(\d{1,2}) ([A-Z][a-z]{2}) (\d{4})$/;

function isoOf(day: string): string | null {
  const match = DAY.exec(day.trim());
  const month = match ? MONTHS.indexOf(match[2] ?? '') : -1;
  if (!match || month < 0) return null;
  return new Date(Date.UTC(Number(match[3]), month, Number(match[1]))).toISOString();
}

export function periodText(period: string, language: Language): string {
  if (language === 'en') return period;
  const days = period.split('–').map(isoOf);
  if (days.length !== 2 || days.some((d) => d === null)) return period;
  return days.map((d) => formatDate(d)).join(' – ');
}

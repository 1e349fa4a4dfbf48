/** Times on the console: Dubai time, Latin digits in both languages (DECISIONS 38). */
import { intlLocaleOf, type Language } from '@contract/language';

const made = new Map<Language, Intl.DateTimeFormat>();

export function formatDubaiTime(iso: string, language: Language): string {
  let f = made.get(language);
  if (!f) {
    f = new Intl.DateTimeFormat(language === 'ar' ? intlLocaleOf('ar') : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Asia/Dubai',
    });
    made.set(language, f);
  }
  return f.format(new Date(iso));
}

/** Minutes, hours or days since `iso`, for "oldest waiting". */
export function ageOf(iso: string, now = Date.now()): { unit: 'm' | 'h' | 'd'; n: number } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 60) return { unit: 'm', n: minutes };
  if (minutes < 48 * 60) return { unit: 'h', n: Math.floor(minutes / 60) };
  return { unit: 'd', n: Math.floor(minutes / 1440) };
}

/** Dates and countdowns as the BBR screen shows them. */

// Campaign dates are shown in the company's time zone (UAE), e.g. "22 Nov 2026".
const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Dubai',
});

/** "22 Nov 2026 – 29 Nov 2026" */
export function periodText(startsAt: string, endsAt: string): string {
  return `${DAY.format(new Date(startsAt))} – ${DAY.format(new Date(endsAt))}`;
}

/** Whole days and hours left; zero once the end has passed. */
export function timeLeft(endsAt: string, now: Date): { days: number; hours: number } {
  const ms = Math.max(0, new Date(endsAt).getTime() - now.getTime());
  const hoursTotal = Math.floor(ms / 3_600_000);
  return { days: Math.floor(hoursTotal / 24), hours: hoursTotal % 24 };
}

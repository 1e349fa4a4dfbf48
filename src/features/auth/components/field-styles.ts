/** Shared classes for the auth forms' inputs (16 px text so phones do not zoom on focus). */
export const inputClass =
  'block w-full min-h-11 rounded-xl border border-line bg-surface px-3.5 py-2 text-base text-ink shadow-sm ' +
  'placeholder:text-ink-muted/70 transition-colors duration-quick ' +
  'focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-500/25 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-[invalid=true]:border-danger aria-[invalid=true]:focus:border-danger aria-[invalid=true]:focus:ring-danger/25 ' +
  'dark:focus:border-brand-400';

export const labelClass = 'mb-1.5 block text-sm font-semibold text-ink';

export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

/** The ids an input is described by: its error first, then its hint. */
export function describedBy(id: string, error?: string | null, hint?: boolean): string | undefined {
  const ids = [error ? errorId(id) : null, hint ? hintId(id) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

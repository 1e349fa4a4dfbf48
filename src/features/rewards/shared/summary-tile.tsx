import type { ReactNode } from 'react';

/** A dashboard summary figure (a <dl> group): label above, big tabular number below. */
export function StatTile({
  label,
  value,
  hint,
  tone = 'plain',
  className = '',
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'plain' | 'accent';
  className?: string;
}) {
  const surface =
    tone === 'accent'
      ? 'border-sand-300 bg-sand-50 dark:border-sand-700 dark:bg-sand-900/40'
      : 'border-line bg-surface-alt';
  return (
    <div className={`rounded-card border px-4 py-3 ${surface} ${className}`}>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="tabular mt-1 text-lg font-bold break-words">{value}</dd>
      {hint && <dd className="mt-0.5 text-xs text-ink-muted">{hint}</dd>}
    </div>
  );
}

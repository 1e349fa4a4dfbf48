import { useId, type ReactNode } from 'react';

/**
 * A summary figure at the top of a reward screen: label, the value in tabular figures and an
 * optional hint. `accent` uses the sand colour kept for reward highlights.
 */
export function StatTile({
  label,
  value,
  hint,
  icon,
  tone = 'plain',
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  tone?: 'plain' | 'brand' | 'accent';
}) {
  const tones = {
    plain: 'border-line bg-surface-raised',
    brand: 'border-brand-200 bg-brand-50 dark:border-brand-800 dark:bg-brand-950',
    accent: 'border-sand-300 bg-sand-50 dark:border-sand-700 dark:bg-sand-900/40',
  };
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className={`h-full rounded-card border p-3.5 shadow-card sm:p-4 ${tones[tone]}`}
    >
      <p id={labelId} className="flex items-center gap-2 text-sm text-ink-muted">
        {icon}
        {label}
      </p>
      <p className="tabular mt-1 text-base font-bold break-words min-[400px]:text-lg sm:text-xl">
        {value}
      </p>
      {hint && <p className="mt-1 text-xs text-ink-muted">{hint}</p>}
    </div>
  );
}

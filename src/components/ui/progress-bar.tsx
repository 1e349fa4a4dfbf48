import { clampPercent } from '@/lib/format';

/** An accessible progress bar; the value is capped at 100% (spec section 5). */
export function ProgressBar({
  value,
  label,
  tone = 'brand',
  showValue = true,
}: {
  /** Percentage 0–100; larger values show as 100. */
  value: number;
  label: string;
  tone?: 'brand' | 'accent' | 'success';
  showValue?: boolean;
}) {
  const pct = clampPercent(value);
  const fill = {
    brand: 'bg-brand-600 dark:bg-brand-400',
    accent: 'bg-sand-500',
    success: 'bg-success',
  }[tone];
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
        <span className="text-ink-muted">{label}</span>
        {showValue && (
          <span className="tabular font-semibold">{pct.toFixed(pct % 1 === 0 ? 0 : 1)}%</span>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(pct)}
        className="h-2.5 overflow-hidden rounded-pill bg-surface-alt ring-1 ring-line ring-inset"
      >
        {/* A plain block with a width: it starts on the start side, the right in Arabic. */}
        <div
          className={`h-full rounded-pill transition-[width] duration-base ${fill}`}
          style={{ width: `${pct}%` }}
        />
      </div>
    </div>
  );
}

import type { Visit } from './history';

/** The trail of visited members (WAI-ARIA breadcrumb); each earlier step is a way back. */
export function TreeBreadcrumb({
  trail,
  onGo,
}: {
  trail: Visit[];
  onGo: (id: string | null) => void;
}) {
  if (trail.length === 0) return null;
  const steps = [{ id: null, name: 'My Team' }, ...trail];
  return (
    <nav aria-label="Tree history" className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-ink-muted">
        {steps.map((step, i) => {
          const last = i === steps.length - 1;
          return (
            <li key={step.id ?? 'root'} className="flex items-center gap-1.5">
              {i > 0 && <span aria-hidden="true">›</span>}
              {last ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {step.name || 'Member'}
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => {
                    onGo(step.id);
                  }}
                  className="min-h-11 underline-offset-4 hover:text-ink hover:underline"
                >
                  {step.name || 'Member'}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

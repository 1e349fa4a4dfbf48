import { useT } from '@/i18n/language-context';
import type { Visit } from './history';
import { treeMessages } from './messages';

/** The trail of visited members (WAI-ARIA breadcrumb); each earlier step is a way back. */
export function TreeBreadcrumb({
  trail,
  onGo,
}: {
  trail: Visit[];
  onGo: (id: string | null) => void;
}) {
  const t = useT(treeMessages);
  if (trail.length === 0) return null;
  const steps = [{ id: null, name: t('titleOwn') }, ...trail];
  return (
    <nav aria-label={t('historyLabel')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-ink-muted">
        {steps.map((step, i) => {
          const last = i === steps.length - 1;
          return (
            <li key={step.id ?? 'root'} className="flex items-center gap-1.5">
              {i > 0 && (
                <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                  ›
                </span>
              )}
              {last ? (
                <span aria-current="page" className="font-semibold text-ink">
                  <bdi>{step.name || t('memberFallback')}</bdi>
                </span>
              ) : (
                <button
                  type="button"
                  onClick={() => {
                    onGo(step.id);
                  }}
                  className="min-h-11 underline-offset-4 hover:text-ink hover:underline"
                >
                  <bdi>{step.name || t('memberFallback')}</bdi>
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

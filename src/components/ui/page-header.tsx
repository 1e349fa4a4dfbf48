import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { useT } from '@/i18n/language-context';
import { uiMessages } from './messages';

/** A member-area page title with an optional Back button (history back, or `backTo`). */
export function PageHeader({
  title,
  subtitle,
  back = false,
  backTo,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  back?: boolean;
  backTo?: string;
  actions?: ReactNode;
}) {
  const navigate = useNavigate();
  const t = useT(uiMessages);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <div className="flex min-w-0 items-center gap-3">
        {back && (
          <button
            type="button"
            onClick={() => {
              if (backTo) void navigate(backTo);
              else void navigate(-1);
            }}
            className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-pill border border-line px-3 text-sm font-semibold hover:bg-surface-alt"
          >
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('back')}
          </button>
        )}
        {/* min-w-0 lets a long title wrap beside the Back button on a 360 px phone. */}
        <div className="min-w-0">
          <h1 className="text-xl font-bold break-words sm:text-2xl">{title}</h1>
          {subtitle && <p className="text-sm text-ink-muted">{subtitle}</p>}
        </div>
      </div>
      {actions}
    </div>
  );
}

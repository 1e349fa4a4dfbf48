import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { useT } from '@/i18n/language-context';
import { uiMessages } from './messages';

export interface Crumb {
  label: string;
  /** Omit for the current page. */
  to?: string;
}

/** Home > Page breadcrumb trail (WAI-ARIA breadcrumb pattern). */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const t = useT(uiMessages);
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-ink-muted">
        {items.map((item, i) => (
          <li key={`${item.label}-${String(i)}`} className="flex items-center gap-1.5">
            {i > 0 && (
              <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 rtl:-scale-x-100" />
            )}
            {item.to ? (
              <Link to={item.to} className="underline-offset-4 hover:text-ink hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

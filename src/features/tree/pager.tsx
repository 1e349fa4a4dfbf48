import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/language-context';
import { formatNumber } from '@/lib/format';
import { treeMessages } from './messages';

/** Pages of a large level: the table never holds more than one page of rows. */
export function Pager({
  page,
  pageCount,
  total,
  offset,
  shown,
  onPage,
}: {
  page: number;
  pageCount: number;
  total: number;
  offset: number;
  shown: number;
  onPage: (page: number) => void;
}) {
  const t = useT(treeMessages);
  return (
    <nav
      aria-label={t('pagesLabel')}
      className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="tabular text-ink-muted">
        {t('range', {
          from: formatNumber(shown ? offset + 1 : 0),
          to: formatNumber(offset + shown),
          total: formatNumber(total),
        })}
      </p>
      {pageCount > 1 && (
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => {
              onPage(page - 1);
            }}
          >
            <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {t('previous')}
          </Button>
          <span className="tabular px-1">
            {t('pageOf', { page: formatNumber(page), count: formatNumber(pageCount) })}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => {
              onPage(page + 1);
            }}
          >
            {t('next')}
            <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </Button>
        </div>
      )}
    </nav>
  );
}

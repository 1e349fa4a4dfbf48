import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';

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
  return (
    <nav
      aria-label="Member pages"
      className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm"
    >
      <p className="tabular text-ink-muted">
        {formatNumber(shown ? offset + 1 : 0)}–{formatNumber(offset + shown)} of{' '}
        {formatNumber(total)}
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
            <ChevronLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <span className="tabular px-1">
            Page {page} of {pageCount}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pageCount}
            onClick={() => {
              onPage(page + 1);
            }}
          >
            Next
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </nav>
  );
}

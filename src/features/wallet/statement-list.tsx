import { ArrowDownLeft, ArrowUpRight, Minus } from 'lucide-react';
import type { StatementEntry } from '@contract/wallet';
import { Button } from '@/components/ui/button';
import { formatAed } from '@/lib/format';
import { entryText, formatPosted, PROGRAMME_LABEL, signedAmount, t } from './words';

function AmountCell({ amount }: { amount: number }) {
  const kind = amount > 0 ? 'credit' : amount < 0 ? 'debit' : 'none';
  const Icon = kind === 'credit' ? ArrowDownLeft : kind === 'debit' ? ArrowUpRight : Minus;
  const tone =
    kind === 'credit' ? 'text-success' : kind === 'debit' ? 'text-danger' : 'text-ink-muted';
  return (
    <span className={`inline-flex items-center gap-1 font-semibold tabular-nums ${tone}`}>
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">
        {kind === 'credit' ? t.credit : kind === 'debit' ? t.debit : t.noChange}
      </span>
      {signedAmount(amount)}
    </span>
  );
}

/** The statement's lines, newest first; a ride's line has a Details button. */
export function StatementList({
  entries,
  onDetail,
}: {
  entries: StatementEntry[];
  onDetail: (e: StatementEntry) => void;
}) {
  return (
    <ul className="divide-y divide-line" aria-label={t.statementTitle}>
      {entries.map((e) => (
        <li
          key={e.id}
          className="grid gap-1 py-3 sm:grid-cols-[9rem_1fr_auto] sm:items-center sm:gap-4"
        >
          <div className="text-xs text-ink-muted">
            <time dateTime={e.postedAt}>{formatPosted(e.postedAt)}</time>
            <span className="ms-2 rounded-pill bg-surface-alt px-2 py-0.5 font-semibold text-ink">
              {PROGRAMME_LABEL[e.programme]}
            </span>
          </div>
          <div className="text-sm">
            <p>{entryText(e)}</p>
            {e.ride && (
              <Button
                variant="ghost"
                size="sm"
                className="-ms-3"
                onClick={() => {
                  onDetail(e);
                }}
              >
                {t.showRide}
                <span className="sr-only">: {entryText(e)}</span>
              </Button>
            )}
          </div>
          <div className="flex items-baseline justify-between gap-3 sm:flex-col sm:items-end sm:gap-0">
            <AmountCell amount={e.amount} />
            <span className="text-xs text-ink-muted">
              {t.colBalance}: <span className="tabular-nums">{formatAed(e.balanceAfter)}</span>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

import { ArrowDownLeft, ArrowUpRight, Minus } from 'lucide-react';
import type { StatementEntry } from '@contract/wallet';
import { Button } from '@/components/ui/button';
import { TablePanel, type Column } from '@/components/ui/table-panel';
import { useT } from '@/i18n/language-context';
import { formatAed } from '@/lib/format';
import { walletMessages } from './messages';
import { entryText, formatPosted, programmeLabel, signedAmount } from './words';

function AmountCell({ amount }: { amount: number }) {
  const t = useT(walletMessages);
  // No money moved (an approval after its hold): a status line, never "+AED 0.00".
  if (amount === 0) return <span className="text-sm text-ink-muted">{t('statusChange')}</span>;
  const kind = amount > 0 ? 'credit' : amount < 0 ? 'debit' : 'none';
  const Icon = kind === 'credit' ? ArrowDownLeft : kind === 'debit' ? ArrowUpRight : Minus;
  const tone =
    kind === 'credit' ? 'text-success' : kind === 'debit' ? 'text-danger' : 'text-ink-muted';
  return (
    <span className={`inline-flex items-center gap-1 font-semibold tabular-nums ${tone}`}>
      <Icon aria-hidden="true" className="size-4" />
      <span className="sr-only">
        {t(kind === 'credit' ? 'credit' : kind === 'debit' ? 'debit' : 'noChange')}
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
  const t = useT(walletMessages);
  const columns: Column<StatementEntry>[] = [
    {
      header: t('colDate'),
      nowrap: true,
      className: 'text-ink-muted',
      cell: (e) => <time dateTime={e.postedAt}>{formatPosted(e.postedAt)}</time>,
    },
    {
      header: t('colProgramme'),
      cell: (e) => (
        // One line: a two-line pill ("السفير الإقليمي") breaks the rounded shape.
        <span className="rounded-pill bg-surface-alt px-2 py-0.5 text-xs font-semibold whitespace-nowrap">
          {programmeLabel(e.programme)}
        </span>
      ),
    },
    {
      header: t('colDetails'),
      cell: (e) => (
        <>
          <p>{entryText(e)}</p>
          {e.ride && (
            <div>
              <Button
                variant="ghost"
                size="sm"
                className="-ms-4"
                onClick={() => {
                  onDetail(e);
                }}
              >
                {t('showRide')}
                <span className="sr-only">: {entryText(e)}</span>
              </Button>
            </div>
          )}
        </>
      ),
    },
    {
      header: t('colAmount'),
      numeric: true,
      nowrap: true,
      cell: (e) => <AmountCell amount={e.amount} />,
    },
    {
      header: t('colBalance'),
      numeric: true,
      nowrap: true,
      className: 'text-ink-muted',
      cell: (e) => formatAed(e.balanceAfter),
    },
  ];
  return (
    <TablePanel
      caption={t('statementTitle')}
      columns={columns}
      rows={entries}
      rowKey={(e) => e.id}
    />
  );
}

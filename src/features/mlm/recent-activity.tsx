import { TablePanel, type Column } from '@/components/ui/table-panel';
import { useT } from '@/i18n/language-context';
import { formatAed, formatDate } from '@/lib/format';
import { storedLine } from '@/features/wallet/stored-line';
import { withSign } from '@/features/wallet/words';
import type { Transaction } from './dashboard-adapter';
import { mlmMessages } from './messages';

/** The last wallet entries, newest first. */
export function RecentActivity({ items }: { items: Transaction[] }) {
  const t = useT(mlmMessages);
  if (items.length === 0)
    return (
      <p role="status" className="py-4 text-sm text-ink-muted">
        {t('noActivity')}
      </p>
    );
  const columns: Column<Transaction>[] = [
    {
      header: t('colDate'),
      nowrap: true,
      className: 'tabular',
      cell: (x) => formatDate(x.timestamp),
    },
    {
      header: t('colProgramme'),
      cell: (x) => t('programme', { programme: x.programme ?? '' }),
    },
    {
      header: t('colDescription'),
      className: 'text-ink-muted',
      // The server's stored line, worded in Arabic from its pattern (the dashboard sends no
      // other fields to word it from).
      cell: (x) => (x.description ? storedLine(x) : '—'),
    },
    {
      header: t('colAmount'),
      numeric: true,
      nowrap: true,
      // No money moved (an approval after its hold): a status line, never "+AED 0.00".
      cell: (x) =>
        x.amount === 0 ? (
          <span className="text-sm text-ink-muted">{t('statusChange')}</span>
        ) : (
          <span className={x.type === 'debit' ? 'text-danger' : 'text-success'}>
            {withSign(x.type === 'debit' ? '−' : '+', formatAed(x.amount))}
          </span>
        ),
    },
  ];
  return (
    <TablePanel
      caption={t('activityCaption')}
      maxHeight="max-h-[28rem]"
      columns={columns}
      rows={items}
      rowKey={(x, i) => `${x.timestamp}-${String(i)}`}
    />
  );
}

import { TablePanel, type Column } from '@/components/ui/table-panel';
import { formatAed, formatDate } from '@/lib/format';
import type { Transaction } from './dashboard-adapter';

const PROGRAMME: Record<string, string> = {
  ddr: 'DDR',
  crr: 'CRR',
  bbr: 'BBR',
  hlr: 'HLR',
  regional: 'Regional',
  payout: 'Payout',
  withdrawal: 'Withdrawal',
};

const columns: Column<Transaction>[] = [
  { header: 'Date', nowrap: true, className: 'tabular', cell: (t) => formatDate(t.timestamp) },
  { header: 'Programme', cell: (t) => (t.programme && PROGRAMME[t.programme]) ?? '—' },
  { header: 'Description', className: 'text-ink-muted', cell: (t) => t.description || '—' },
  {
    header: 'Amount',
    numeric: true,
    nowrap: true,
    cell: (t) => (
      <span className={t.type === 'debit' ? 'text-danger' : 'text-success'}>
        {t.type === 'debit' ? '−' : '+'}
        {formatAed(t.amount)}
      </span>
    ),
  },
];

/** The last wallet entries, newest first. */
export function RecentActivity({ items }: { items: Transaction[] }) {
  if (items.length === 0)
    return (
      <p role="status" className="py-4 text-sm text-ink-muted">
        No wallet activity yet.
      </p>
    );
  return (
    <TablePanel
      caption="Recent wallet activity"
      maxHeight="max-h-[28rem]"
      columns={columns}
      rows={items}
      rowKey={(t, i) => `${t.timestamp}-${String(i)}`}
    />
  );
}

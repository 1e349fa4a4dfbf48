import { TablePanel, thClass } from '@/components/ui/table-panel';
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
      head={
        <tr>
          <th scope="col" className={thClass}>
            Date
          </th>
          <th scope="col" className={thClass}>
            Programme
          </th>
          <th scope="col" className={thClass}>
            Description
          </th>
          <th scope="col" className={`${thClass} text-end`}>
            Amount
          </th>
        </tr>
      }
    >
      {items.map((t, i) => (
        <tr key={`${t.timestamp}-${String(i)}`}>
          <td className="tabular whitespace-nowrap">{formatDate(t.timestamp)}</td>
          <td>{(t.programme && PROGRAMME[t.programme]) ?? '—'}</td>
          <td className="text-ink-muted">{t.description || '—'}</td>
          <td
            className={`tabular text-end whitespace-nowrap ${
              t.type === 'debit' ? 'text-danger' : 'text-success'
            }`}
          >
            {t.type === 'debit' ? '−' : '+'}
            {formatAed(t.amount)}
          </td>
        </tr>
      ))}
    </TablePanel>
  );
}

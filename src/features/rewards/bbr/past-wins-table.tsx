import { Medal } from 'lucide-react';
import type { ApiQuery } from '@/lib/use-api-query';
import { StatusMessage } from '@/components/ui/status-message';
import { TablePanel, thClass } from '@/components/ui/table-panel';
import { formatAed, formatDate } from '@/lib/format';
import type { PastWinView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { BbrStatusBadge } from './status-badge';

export function PastWins({ query }: { query: ApiQuery<PastWinView[] | null> }) {
  const { data, loading, error } = query;
  return (
    <SectionCard title="Past Booster Wins" icon={Medal}>
      {loading ? (
        <StatusMessage kind="loading">Loading past wins...</StatusMessage>
      ) : error ? (
        <StatusMessage kind="error">{error.message}</StatusMessage>
      ) : !data?.length ? (
        <StatusMessage kind="empty">No past wins found</StatusMessage>
      ) : (
        <TablePanel
          caption="Booster campaigns won"
          maxHeight="max-h-80"
          head={
            <tr>
              <th scope="col" className={thClass}>
                Campaign
              </th>
              <th scope="col" className={`${thClass} text-end`}>
                Reward
              </th>
              <th scope="col" className={thClass}>
                Date
              </th>
              <th scope="col" className={thClass}>
                Status
              </th>
            </tr>
          }
        >
          {data.map((win, i) => (
            <tr key={`${win.name}-${String(i)}`}>
              <td>{win.name}</td>
              <td className="tabular text-end whitespace-nowrap">{formatAed(win.reward)}</td>
              <td className="tabular whitespace-nowrap">{formatDate(win.date)}</td>
              <td>
                <BbrStatusBadge status={win.status} />
              </td>
            </tr>
          ))}
        </TablePanel>
      )}
    </SectionCard>
  );
}

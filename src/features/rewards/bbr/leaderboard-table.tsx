import { Trophy } from 'lucide-react';
import type { ApiQuery } from '@/lib/use-api-query';
import { Badge } from '@/components/ui/badge';
import { StatusMessage } from '@/components/ui/status-message';
import { TablePanel, thClass } from '@/components/ui/table-panel';
import { formatAed, formatNumber } from '@/lib/format';
import type { LeaderRowView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { BbrStatusBadge } from './status-badge';

const num = `${thClass} text-end`;

export function BbrLeaderboard({ query }: { query: ApiQuery<LeaderRowView[] | null> }) {
  const { data, loading, error } = query;
  return (
    <SectionCard title="Leaderboard" icon={Trophy}>
      {loading ? (
        <StatusMessage kind="loading">Loading leaderboard...</StatusMessage>
      ) : error ? (
        <StatusMessage kind="error">{error.message}</StatusMessage>
      ) : !data?.length ? (
        <StatusMessage kind="empty">No leaderboard data available</StatusMessage>
      ) : (
        <TablePanel
          caption="Booster campaign standings"
          head={
            <tr>
              <th scope="col" className={thClass}>
                Rank
              </th>
              <th scope="col" className={thClass}>
                Name
              </th>
              <th scope="col" className={thClass}>
                Role
              </th>
              <th scope="col" className={num}>
                Rides
              </th>
              <th scope="col" className={num}>
                Reward
              </th>
              <th scope="col" className={thClass}>
                Status
              </th>
            </tr>
          }
        >
          {data.map((row) => (
            <tr
              key={`${String(row.rank)}-${row.name}`}
              aria-current={row.isCurrentUser ? 'true' : undefined}
              className={
                row.isCurrentUser
                  ? 'bg-sand-100 font-semibold dark:bg-sand-900/60'
                  : 'hover:bg-surface-alt'
              }
            >
              <td className="tabular">#{row.rank}</td>
              <td>
                <span className="flex flex-wrap items-center gap-2">
                  {row.name}
                  {row.isCurrentUser && <Badge tone="accent">You</Badge>}
                </span>
              </td>
              <td className="capitalize">{row.role}</td>
              <td className="tabular text-end">{formatNumber(row.rides)}</td>
              <td className="tabular text-end whitespace-nowrap">{formatAed(row.reward)}</td>
              <td>
                <BbrStatusBadge status={row.status} />
              </td>
            </tr>
          ))}
        </TablePanel>
      )}
    </SectionCard>
  );
}

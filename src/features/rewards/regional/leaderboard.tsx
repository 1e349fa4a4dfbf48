import { Trophy } from 'lucide-react';
import { StatusMessage } from '@/components/ui/status-message';
import { TablePanel, thClass } from '@/components/ui/table-panel';
import { formatNumber } from '@/lib/format';
import type { ApiQuery } from '@/lib/use-api-query';
import type { RegionalRowView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { Flag } from '@/components/ui/flag';

export function RegionalLeaderboard({ query }: { query: ApiQuery<RegionalRowView[] | null> }) {
  const { data, loading, error } = query;
  return (
    <SectionCard title="Regional Race Leaderboard" icon={Trophy}>
      {loading ? (
        <StatusMessage kind="loading">Loading leaderboard...</StatusMessage>
      ) : error ? (
        <StatusMessage kind="error">{error.message}</StatusMessage>
      ) : !data?.length ? (
        <StatusMessage kind="empty">No members in the regional race yet</StatusMessage>
      ) : (
        <TablePanel
          caption="Regional race standings"
          head={
            <tr>
              <th scope="col" className={thClass}>
                #
              </th>
              <th scope="col" className={thClass}>
                Name
              </th>
              <th scope="col" className={thClass}>
                Username
              </th>
              <th scope="col" className={thClass}>
                Rank
              </th>
              {/* Ordered by rank, then by these points (DECISIONS 36: points are named). */}
              <th scope="col" className={`${thClass} text-end`}>
                PGP + TGP
              </th>
            </tr>
          }
        >
          {data.map((row) => (
            <tr key={`${String(row.rank)}-${row.username}`} className="hover:bg-surface-alt">
              <td className="tabular">{row.rank}</td>
              <td>
                <span className="flex items-center gap-2 font-semibold">
                  <Flag country={row.country} emoji={row.flag} className="text-lg" />
                  {row.name}
                </span>
              </td>
              <td className="text-ink-muted">{row.username ? `@${row.username}` : '—'}</td>
              <td className="whitespace-nowrap">
                <span aria-hidden="true">{row.rankIcon}</span> {row.rankName}
              </td>
              <td className="tabular text-end">{formatNumber(row.totalPoints)}</td>
            </tr>
          ))}
        </TablePanel>
      )}
    </SectionCard>
  );
}

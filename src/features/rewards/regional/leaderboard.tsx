import { Trophy } from 'lucide-react';
import { StatusMessage } from '@/components/ui/status-message';
import { Flag } from '@/components/ui/flag';
import { TablePanel, type Column } from '@/components/ui/table-panel';
import { formatNumber } from '@/lib/format';
import type { ApiQuery } from '@/lib/use-api-query';
import type { RegionalRowView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { RankIcon } from '@/features/rewards/shared/rank-icon';

const columns: Column<RegionalRowView>[] = [
  { header: '#', className: 'tabular', cell: (row) => row.rank },
  {
    header: 'Name',
    cell: (row) => (
      <span className="flex items-center gap-2 font-semibold">
        <Flag country={row.country} emoji={row.flag} className="text-lg" />
        {row.name}
      </span>
    ),
  },
  {
    header: 'Username',
    className: 'text-ink-muted',
    cell: (row) => (row.username ? `@${row.username}` : '—'),
  },
  {
    header: 'Rank',
    nowrap: true,
    // The icon from our one icon set (emoji icons render as boxes where no emoji font exists).
    cell: (row) => (
      <span className="inline-flex items-center gap-1.5">
        <RankIcon rank={row.rankName} className="size-4 text-sand-600 dark:text-sand-300" />
        {row.rankName}
      </span>
    ),
  },
  // Ordered by rank, then by these points (DECISIONS 36: points are named).
  { header: 'PGP + TGP', numeric: true, cell: (row) => formatNumber(row.totalPoints) },
];

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
          maxHeight="max-h-96"
          columns={columns}
          rows={data}
          rowKey={(row) => `${String(row.rank)}-${row.username}`}
        />
      )}
    </SectionCard>
  );
}

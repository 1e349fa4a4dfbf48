import { Trophy } from 'lucide-react';
import type { ApiQuery } from '@/lib/use-api-query';
import { Badge } from '@/components/ui/badge';
import { StatusMessage } from '@/components/ui/status-message';
import { TablePanel, type Column } from '@/components/ui/table-panel';
import { formatAed, formatNumber } from '@/lib/format';
import type { LeaderRowView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { BbrStatusBadge } from './status-badge';

const columns: Column<LeaderRowView>[] = [
  { header: 'Rank', className: 'tabular', cell: (row) => `#${String(row.rank)}` },
  {
    header: 'Name',
    cell: (row) => (
      <span className="flex flex-wrap items-center gap-2">
        {row.name}
        {row.isCurrentUser && <Badge tone="accent">You</Badge>}
      </span>
    ),
  },
  { header: 'Role', className: 'capitalize', cell: (row) => row.role },
  { header: 'Rides', numeric: true, cell: (row) => formatNumber(row.rides) },
  { header: 'Reward', numeric: true, nowrap: true, cell: (row) => formatAed(row.reward) },
  { header: 'Status', cell: (row) => <BbrStatusBadge status={row.status} /> },
];

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
          maxHeight="max-h-96"
          columns={columns}
          rows={data}
          rowKey={(row) => `${String(row.rank)}-${row.name}`}
          isCurrent={(row) => row.isCurrentUser}
        />
      )}
    </SectionCard>
  );
}

import { Crown } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useShowMore } from '@/components/ui/show-more';
import { StatusMessage } from '@/components/ui/status-message';
import { Flag } from '@/components/ui/flag';
import { TablePanel, type Column } from '@/components/ui/table-panel';
import { formatAed, formatNumber } from '@/lib/format';
import type { ApiQuery } from '@/lib/use-api-query';
import type { HlrLeaderboardView, HlrRowView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';

const STATUS_TONE: Record<string, BadgeTone> = {
  'in progress': 'neutral',
  'qualified (waiting for age)': 'brand',
  'eligible for reward': 'success',
  'reward claimed': 'accent',
};

const columns: Column<HlrRowView>[] = [
  { header: 'Rank', className: 'tabular', cell: (row) => `#${String(row.rank)}` },
  { header: 'Name', className: 'font-semibold', cell: (row) => row.name },
  {
    header: 'Flag',
    cell: (row) => <Flag country={row.country} emoji={row.flag} className="text-lg" />,
  },
  { header: 'Country', cell: (row) => row.country },
  // The board's order (DECISIONS 36: points are named, never money).
  { header: 'PGP + TGP', numeric: true, cell: (row) => formatNumber(row.totalPoints) },
  {
    header: 'Reward / Status',
    // The reward paid once claimed, else the status; never points as money (DECISIONS 36).
    cell: (row) =>
      row.rewardClaimed ? (
        <span className="tabular font-semibold whitespace-nowrap">
          {formatAed(row.rewardAmount)}
        </span>
      ) : (
        <Badge tone={STATUS_TONE[row.status.toLowerCase()] ?? 'neutral'}>{row.status}</Badge>
      ),
  },
];

function Rows({ rows }: { rows: HlrRowView[] }) {
  const { visible, canToggle, toggle, toggleLabel, expanded } = useShowMore(rows);
  return (
    <>
      <TablePanel
        caption="HLR standings"
        maxHeight="max-h-96"
        columns={columns}
        rows={visible}
        rowKey={(row) => `${String(row.rank)}-${row.name}`}
      />
      {canToggle && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" size="sm" onClick={toggle} aria-expanded={expanded}>
            {toggleLabel}
          </Button>
        </div>
      )}
    </>
  );
}

export function HlrLeaderboard({ query }: { query: ApiQuery<HlrLeaderboardView | null> }) {
  const { data, loading, error } = query;
  return (
    <SectionCard
      title="Leaderboard"
      icon={Crown}
      actions={
        data && (
          <Badge tone="brand">
            <span className="tabular">{formatNumber(data.qualifiedCount)}</span> qualified{' '}
            {data.qualifiedCount === 1 ? 'member' : 'members'}
          </Badge>
        )
      }
    >
      {loading ? (
        <StatusMessage kind="loading">Loading leaderboard...</StatusMessage>
      ) : error ? (
        <StatusMessage kind="error">{error.message}</StatusMessage>
      ) : !data?.rows.length ? (
        <StatusMessage kind="empty">No members on the leaderboard yet</StatusMessage>
      ) : (
        <Rows rows={data.rows} />
      )}
    </SectionCard>
  );
}

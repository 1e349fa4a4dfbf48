import { Crown } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useShowMore } from '@/components/ui/show-more';
import { StatusMessage } from '@/components/ui/status-message';
import { TablePanel, thClass } from '@/components/ui/table-panel';
import { formatAed, formatNumber } from '@/lib/format';
import type { ApiQuery } from '@/lib/use-api-query';
import type { HlrLeaderboardView, HlrRowView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { Flag } from '@/components/ui/flag';

const STATUS_TONE: Record<string, BadgeTone> = {
  'in progress': 'neutral',
  'qualified (waiting for age)': 'brand',
  'eligible for reward': 'success',
  'reward claimed': 'accent',
};

function Rows({ rows }: { rows: HlrRowView[] }) {
  const { visible, canToggle, toggle, toggleLabel, expanded } = useShowMore(rows);
  return (
    <>
      <TablePanel
        caption="HLR standings"
        head={
          <tr>
            <th scope="col" className={thClass}>
              Rank
            </th>
            <th scope="col" className={thClass}>
              Name
            </th>
            <th scope="col" className={thClass}>
              Flag
            </th>
            <th scope="col" className={thClass}>
              Country
            </th>
            {/* The board's order (DECISIONS 36: points are named, never money). */}
            <th scope="col" className={`${thClass} text-end`}>
              PGP + TGP
            </th>
            <th scope="col" className={thClass}>
              Reward / Status
            </th>
          </tr>
        }
      >
        {visible.map((row) => (
          <tr key={`${String(row.rank)}-${row.name}`} className="hover:bg-surface-alt">
            <td className="tabular">#{row.rank}</td>
            <td className="font-semibold">{row.name}</td>
            <td>
              <Flag country={row.country} emoji={row.flag} className="text-lg" />
            </td>
            <td>{row.country}</td>
            <td className="tabular text-end">{formatNumber(row.totalPoints)}</td>
            <td>
              {/* The reward paid once claimed, else the status; never points as money (DECISIONS 36). */}
              {row.rewardClaimed ? (
                <span className="tabular font-semibold whitespace-nowrap">
                  {formatAed(row.rewardAmount)}
                </span>
              ) : (
                <Badge tone={STATUS_TONE[row.status.toLowerCase()] ?? 'neutral'}>
                  {row.status}
                </Badge>
              )}
            </td>
          </tr>
        ))}
      </TablePanel>
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

import { Button } from '@/components/ui/button';
import { useShowMore } from '@/components/ui/show-more';
import { TablePanel, type Column } from '@/components/ui/table-panel';
import { formatNumber } from '@/lib/format';
import { LeaderboardTip, MemberCell } from '../shared/leaderboard';
import { RankLabel } from '../shared/rank-icon';
import type { CrrBoard, CrrRow } from './leaderboard-adapter';

const columns: Column<CrrRow>[] = [
  { header: 'Position', className: 'tabular sm:w-20', cell: (row) => `#${String(row.position)}` },
  {
    header: 'Member',
    nowrap: true,
    cell: (row) => (
      <MemberCell name={row.name} username={row.username} isCurrentUser={row.isCurrentUser} />
    ),
  },
  { header: 'Rank', nowrap: true, cell: (row) => <RankLabel rank={row.rank} /> },
  // Ordered by rank, then by these points (DECISIONS 36: points are named).
  { header: 'PGP + TGP', numeric: true, cell: (row) => formatNumber(row.points) },
];

/** The CRR top earners: 5 rows, then View All / Show Less (spec sections 2 and 9). */
export function CrrLeaderboard({ board }: { board: CrrBoard }) {
  const more = useShowMore(board.rows);
  return (
    <>
      {board.rows.length === 0 ? (
        <p role="status" className="py-6 text-center text-sm text-ink-muted">
          No members on the CRR leaderboard yet.
        </p>
      ) : (
        <TablePanel
          caption="CRR leaderboard"
          maxHeight="max-h-96"
          columns={columns}
          rows={more.visible}
          rowKey={(row) => `${String(row.position)}-${row.username}`}
          isCurrent={(row) => row.isCurrentUser}
        />
      )}
      {more.canToggle && (
        <div className="mt-3 flex justify-center">
          <Button variant="secondary" size="sm" onClick={more.toggle} aria-expanded={more.expanded}>
            {more.toggleLabel}
          </Button>
        </div>
      )}
      {board.you && (
        <p className="tabular mt-3 text-sm text-ink-muted">
          Your position: <span className="font-semibold text-ink">#{board.you.position}</span> ·{' '}
          {formatNumber(board.you.points)} PGP + TGP
        </p>
      )}
      <LeaderboardTip>{board.tip}</LeaderboardTip>
    </>
  );
}

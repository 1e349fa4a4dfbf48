import { TablePanel, type Column } from '@/components/ui/table-panel';
import { formatAed } from '@/lib/format';
import { LeaderboardTip, MemberCell } from '../shared/leaderboard';
import type { DdrBoard, DdrRow } from './adapter';

const columns: Column<DdrRow>[] = [
  { header: 'Rank', className: 'tabular sm:w-16', cell: (row) => `#${String(row.rank)}` },
  {
    header: 'Member',
    nowrap: true,
    cell: (row) => (
      <MemberCell name={row.name} username={row.username} isCurrentUser={row.isCurrentUser} />
    ),
  },
  { header: 'DDR earned', numeric: true, nowrap: true, cell: (row) => formatAed(row.earnings) },
];

/** The DDR top earners with the caller's row marked, then the tip. */
export function DdrLeaderboard({ board }: { board: DdrBoard }) {
  return (
    <>
      {board.rows.length === 0 ? (
        <p role="status" className="py-6 text-center text-sm text-ink-muted">
          No DDR earnings on the leaderboard yet.
        </p>
      ) : (
        <TablePanel
          caption="DDR leaderboard"
          maxHeight="max-h-96"
          columns={columns}
          rows={board.rows}
          rowKey={(row) => `${String(row.rank)}-${row.username}`}
          isCurrent={(row) => row.isCurrentUser}
        />
      )}
      {board.you && (
        <p className="tabular mt-3 text-sm text-ink-muted">
          Your position: <span className="font-semibold text-ink">#{board.you.rank}</span> ·{' '}
          {formatAed(board.you.earnings)}
        </p>
      )}
      <LeaderboardTip>{board.tip}</LeaderboardTip>
    </>
  );
}

import { TablePanel, thClass } from '@/components/ui/table-panel';
import { formatAed } from '@/lib/format';
import { leaderboardRowClass, LeaderboardTip, MemberCell } from '../shared/leaderboard';
import type { DdrBoard, DdrRow } from './adapter';

function Row({ row }: { row: DdrRow }) {
  return (
    <tr
      className={leaderboardRowClass(row.isCurrentUser)}
      aria-current={row.isCurrentUser ? 'true' : undefined}
    >
      <td className="tabular w-16">#{row.rank}</td>
      <td>
        <MemberCell name={row.name} username={row.username} isCurrentUser={row.isCurrentUser} />
      </td>
      <td className="tabular text-end whitespace-nowrap">{formatAed(row.earnings)}</td>
    </tr>
  );
}

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
          head={
            <tr>
              <th scope="col" className={thClass}>
                Rank
              </th>
              <th scope="col" className={thClass}>
                Member
              </th>
              <th scope="col" className={`${thClass} text-end`}>
                DDR earned
              </th>
            </tr>
          }
        >
          {board.rows.map((row) => (
            <Row key={`${String(row.rank)}-${row.username}`} row={row} />
          ))}
        </TablePanel>
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

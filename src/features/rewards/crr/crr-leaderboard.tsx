import { Button } from '@/components/ui/button';
import { useShowMore } from '@/components/ui/show-more';
import { TablePanel, thClass } from '@/components/ui/table-panel';
import { formatNumber } from '@/lib/format';
import { leaderboardRowClass, LeaderboardTip, MemberCell } from '../shared/leaderboard';
import { RankLabel } from '../shared/rank-icon';
import type { CrrBoard } from './leaderboard-adapter';

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
          head={
            <tr>
              <th scope="col" className={thClass}>
                Position
              </th>
              <th scope="col" className={thClass}>
                Member
              </th>
              {/* Ordered by rank, then by these points (DECISIONS 36: points are named). */}
              <th scope="col" className={thClass}>
                Rank
              </th>
              <th scope="col" className={`${thClass} text-end`}>
                PGP + TGP
              </th>
            </tr>
          }
        >
          {more.visible.map((row) => (
            <tr
              key={`${String(row.position)}-${row.username}`}
              className={leaderboardRowClass(row.isCurrentUser)}
              aria-current={row.isCurrentUser ? 'true' : undefined}
            >
              <td className="tabular w-20">#{row.position}</td>
              <td>
                <MemberCell
                  name={row.name}
                  username={row.username}
                  isCurrentUser={row.isCurrentUser}
                />
              </td>
              <td>
                <RankLabel rank={row.rank} />
              </td>
              <td className="tabular text-end">{formatNumber(row.points)}</td>
            </tr>
          ))}
        </TablePanel>
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

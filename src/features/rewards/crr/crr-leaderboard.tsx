import { Button } from '@/components/ui/button';
import { useShowMore } from '@/components/ui/show-more';
import { TablePanel, type Column } from '@/components/ui/table-panel';
import { useLanguage, useT } from '@/i18n/language-context';
import { formatNumber } from '@/lib/format';
import { LeaderboardTip, MemberCell } from '../shared/leaderboard';
import { RankLabel } from '../shared/rank-icon';
import { useShowMoreLabel } from '../shared/show-more-label';
import type { CrrBoard, CrrRow } from './leaderboard-adapter';
import { crrMessages } from './messages';

/** The CRR top earners: 5 rows, then View All / Show Less (spec sections 2 and 9). */
export function CrrLeaderboard({ board }: { board: CrrBoard }) {
  const t = useT(crrMessages);
  const more = useShowMore(board.rows);
  const toggleLabel = useShowMoreLabel(more.expanded);
  // The server words its tip in English; an Arabic reader gets ours.
  const tip = useLanguage() === 'en' && board.tip ? board.tip : t('fallbackTip');
  const columns: Column<CrrRow>[] = [
    {
      header: t('colPosition'),
      className: 'tabular sm:w-20',
      cell: (row) => <bdi>#{row.position}</bdi>,
    },
    {
      header: t('colMember'),
      nowrap: true,
      cell: (row) => (
        <MemberCell
          name={row.name || t('memberFallback')}
          username={row.username}
          isCurrentUser={row.isCurrentUser}
        />
      ),
    },
    { header: t('colRank'), nowrap: true, cell: (row) => <RankLabel rank={row.rank} /> },
    // Ordered by rank, then by these points (DECISIONS 36: points are named).
    { header: t('colPoints'), numeric: true, cell: (row) => formatNumber(row.points) },
  ];
  return (
    <>
      {board.rows.length === 0 ? (
        <p role="status" className="py-6 text-center text-sm text-ink-muted">
          {t('empty')}
        </p>
      ) : (
        <TablePanel
          caption={t('caption')}
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
            {toggleLabel}
          </Button>
        </div>
      )}
      {board.you && (
        <p className="tabular mt-3 text-sm text-ink-muted">
          {t('yourPosition')} <bdi className="font-semibold text-ink">#{board.you.position}</bdi> ·{' '}
          {t('pointsSum', { points: formatNumber(board.you.points) })}
        </p>
      )}
      <LeaderboardTip>{tip}</LeaderboardTip>
    </>
  );
}

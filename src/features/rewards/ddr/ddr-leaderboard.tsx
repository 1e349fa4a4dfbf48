import { TablePanel, type Column } from '@/components/ui/table-panel';
import { useLanguage, useT } from '@/i18n/language-context';
import { formatAed } from '@/lib/format';
import { LeaderboardTip, MemberCell } from '../shared/leaderboard';
import type { DdrBoard, DdrRow } from './adapter';
import { ddrMessages } from './messages';

/** The DDR top earners with the caller's row marked, then the tip. */
export function DdrLeaderboard({ board }: { board: DdrBoard }) {
  const t = useT(ddrMessages);
  // The server words its tip in English; an Arabic reader gets ours.
  const tip = useLanguage() === 'en' && board.tip ? board.tip : t('fallbackTip');
  const columns: Column<DdrRow>[] = [
    {
      header: t('colRank'),
      className: 'tabular sm:w-16',
      cell: (row) => <bdi>#{row.rank}</bdi>,
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
    {
      header: t('colEarned'),
      numeric: true,
      nowrap: true,
      cell: (row) => formatAed(row.earnings),
    },
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
          rows={board.rows}
          rowKey={(row) => `${String(row.rank)}-${row.username}`}
          isCurrent={(row) => row.isCurrentUser}
        />
      )}
      {board.you && (
        <p className="tabular mt-3 text-sm text-ink-muted">
          {t('yourPosition')} <bdi className="font-semibold text-ink">#{board.you.rank}</bdi> ·{' '}
          {formatAed(board.you.earnings)}
        </p>
      )}
      <LeaderboardTip>{tip}</LeaderboardTip>
    </>
  );
}

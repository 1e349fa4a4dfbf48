import type { TreeMember } from '@contract/tree';
import { TablePanel, type Column } from '@/components/ui/table-panel';
import { useT } from '@/i18n/language-context';
import { formatAed, formatDate, formatNumber, padMemberNumber } from '@/lib/format';
import { treeMessages } from './messages';
import { rankText } from './ranks';

const displayName = (m: TreeMember) => m.name || m.username;

/**
 * One level page of members. Member ID is the running row number across pages, padded to 3
 * digits; Total Amount is a fixed AED 0 (spec section 2).
 */
export function MemberTable({
  rows,
  offset,
  level,
  onOpen,
}: {
  rows: TreeMember[];
  offset: number;
  level: number;
  onOpen: (member: TreeMember) => void;
}) {
  const t = useT(treeMessages);
  const columns: Column<TreeMember>[] = [
    {
      header: t('colMemberId'),
      nowrap: true,
      className: 'tabular font-semibold',
      cell: (_m, i) => <bdi>{padMemberNumber(offset + i + 1)}</bdi>,
    },
    {
      header: t('colName'),
      nowrap: true,
      cell: (m) => (
        <>
          <span className="block font-semibold">{displayName(m)}</span>
          <bdi className="block text-xs text-ink-muted">@{m.username}</bdi>
        </>
      ),
    },
    { header: t('colRank'), nowrap: true, cell: (m) => rankText(t, m.crrRank.current) },
    {
      header: t('colJoined'),
      nowrap: true,
      className: 'tabular',
      cell: (m) => formatDate(m.joinedDate),
    },
    {
      header: t('colPgp'),
      numeric: true,
      cell: (m) => formatNumber(m.qualificationPoints.pgp.monthly),
    },
    {
      header: t('colTgp'),
      numeric: true,
      cell: (m) => formatNumber(m.qualificationPoints.tgp.monthly),
    },
    { header: t('colTotalAmount'), numeric: true, nowrap: true, cell: () => formatAed(0) },
    {
      header: t('colDetails'),
      action: true,
      cell: (m) => (
        <button
          type="button"
          onClick={() => {
            onOpen(m);
          }}
          className="min-h-11 rounded-pill border border-line px-4 text-xs font-semibold whitespace-nowrap hover:bg-surface-alt"
          aria-label={t('detailsOf', { name: displayName(m) })}
        >
          {t('details')}
        </button>
      ),
    },
  ];
  return (
    <TablePanel
      caption={t('levelMembers', { level: formatNumber(level) })}
      maxHeight="max-h-[36rem]"
      columns={columns}
      rows={rows}
      rowKey={(m) => m.id || m._id}
    />
  );
}

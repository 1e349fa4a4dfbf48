import type { TreeMember } from '@contract/tree';
import { TablePanel, type Column } from '@/components/ui/table-panel';
import { formatAed, formatDate, formatNumber, padMemberNumber } from '@/lib/format';

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
  const columns: Column<TreeMember>[] = [
    {
      header: 'Member ID',
      nowrap: true,
      className: 'tabular font-semibold',
      cell: (_m, i) => padMemberNumber(offset + i + 1),
    },
    {
      header: 'Name',
      nowrap: true,
      cell: (m) => (
        <>
          <span className="block font-semibold">{displayName(m)}</span>
          <span className="block text-xs text-ink-muted">@{m.username}</span>
        </>
      ),
    },
    { header: 'Rank', nowrap: true, cell: (m) => m.crrRank.current },
    { header: 'Joined', nowrap: true, className: 'tabular', cell: (m) => formatDate(m.joinedDate) },
    {
      header: 'PGP',
      numeric: true,
      cell: (m) => formatNumber(m.qualificationPoints.pgp.monthly),
    },
    {
      header: 'TGP',
      numeric: true,
      cell: (m) => formatNumber(m.qualificationPoints.tgp.monthly),
    },
    { header: 'Total Amount', numeric: true, nowrap: true, cell: () => formatAed(0) },
    {
      header: 'Details',
      action: true,
      cell: (m) => (
        <button
          type="button"
          onClick={() => {
            onOpen(m);
          }}
          className="min-h-11 rounded-pill border border-line px-4 text-xs font-semibold whitespace-nowrap hover:bg-surface-alt"
          aria-label={`Details of ${displayName(m)}`}
        >
          Details
        </button>
      ),
    },
  ];
  return (
    <TablePanel
      caption={`Level ${String(level)} members`}
      maxHeight="max-h-[36rem]"
      columns={columns}
      rows={rows}
      rowKey={(m) => m.id || m._id}
    />
  );
}

import type { TreeMember } from '@contract/tree';
import { TablePanel, thClass } from '@/components/ui/table-panel';
import { formatAed, formatDate, formatNumber, padMemberNumber } from '@/lib/format';

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
  return (
    <TablePanel
      caption={`Level ${String(level)} members`}
      maxHeight="max-h-[36rem]"
      head={
        <tr>
          <th scope="col" className={thClass}>
            <span className="whitespace-nowrap">Member ID</span>
          </th>
          <th scope="col" className={thClass}>
            Name
          </th>
          <th scope="col" className={thClass}>
            Rank
          </th>
          <th scope="col" className={thClass}>
            Joined
          </th>
          <th scope="col" className={`${thClass} text-end`}>
            PGP
          </th>
          <th scope="col" className={`${thClass} text-end`}>
            TGP
          </th>
          <th scope="col" className={`${thClass} text-end`}>
            Total Amount
          </th>
          <th scope="col" className={thClass}>
            <span className="sr-only">Details</span>
          </th>
        </tr>
      }
    >
      {rows.map((m, i) => (
        <tr key={m.id || m._id} className="hover:bg-surface-alt/60">
          <td className="tabular font-semibold">{padMemberNumber(offset + i + 1)}</td>
          <td>
            <span className="block font-semibold whitespace-nowrap">{m.name || m.username}</span>
            <span className="block text-xs text-ink-muted">@{m.username}</span>
          </td>
          <td className="whitespace-nowrap">{m.crrRank.current}</td>
          <td className="tabular whitespace-nowrap">{formatDate(m.joinedDate)}</td>
          <td className="tabular text-end">{formatNumber(m.qualificationPoints.pgp.monthly)}</td>
          <td className="tabular text-end">{formatNumber(m.qualificationPoints.tgp.monthly)}</td>
          <td className="tabular text-end whitespace-nowrap">{formatAed(0)}</td>
          <td className="text-end">
            <button
              type="button"
              onClick={() => {
                onOpen(m);
              }}
              className="min-h-9 rounded-pill border border-line px-3 text-xs font-semibold whitespace-nowrap hover:bg-surface-alt"
              aria-label={`Details of ${m.name || m.username}`}
            >
              Details
            </button>
          </td>
        </tr>
      ))}
    </TablePanel>
  );
}

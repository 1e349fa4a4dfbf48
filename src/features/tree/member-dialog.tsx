import type { TreeMember } from '@contract/tree';
import { Network } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatDate, formatNumber } from '@/lib/format';
import { KycBadge } from './kyc-badge';

/** Details of one member (e-mail, KYC status, …) with the way into that member's own tree. */
export function MemberDialog({
  member,
  onClose,
  onOpenTree,
}: {
  member: TreeMember | null;
  onClose: () => void;
  onOpenTree: (member: TreeMember) => void;
}) {
  const name = member ? member.name || member.username : '';
  const rows: [string, React.ReactNode][] = member
    ? [
        ['Username', `@${member.username}`],
        ['E-mail', member.email || '—'],
        ['KYC status', <KycBadge key="kyc" status={member.kycStatus} />],
        ['Country', member.country || '—'],
        ['Rank', member.crrRank.current],
        ['Joined', formatDate(member.joinedDate)],
        [
          'Points this month',
          `${formatNumber(member.qualificationPoints.pgp.monthly)} PGP · ${formatNumber(
            member.qualificationPoints.tgp.monthly,
          )} TGP`,
        ],
      ]
    : [];
  return (
    <Modal open={member !== null} onClose={onClose} title={name}>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm min-[420px]:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-ink-muted">{term}</dt>
            <dd className="tabular min-w-0 font-semibold break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {member && (
          <Button
            onClick={() => {
              onOpenTree(member);
            }}
          >
            <Network aria-hidden="true" className="size-4" />
            View {name}&rsquo;s tree
          </Button>
        )}
      </div>
    </Modal>
  );
}

import type { TreeMember } from '@contract/tree';
import { Network } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useLanguage, useT } from '@/i18n/language-context';
import { countryName } from '@/lib/country-name';
import { formatDate, formatNumber } from '@/lib/format';
import { treeMessages } from './messages';
import { rankText } from './ranks';
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
  const t = useT(treeMessages);
  const language = useLanguage();
  const name = member ? member.name || member.username : '';
  const rows: [string, React.ReactNode][] = member
    ? [
        [t('dialogUsername'), <bdi key="username">@{member.username}</bdi>],
        [t('dialogEmail'), member.email ? <bdi key="email">{member.email}</bdi> : '—'],
        [t('dialogKyc'), <KycBadge key="kyc" status={member.kycStatus} />],
        [t('dialogCountry'), member.country ? countryName(member.country, language) : '—'],
        [t('dialogRank'), rankText(t, member.crrRank.current)],
        [t('dialogJoined'), formatDate(member.joinedDate)],
        [
          t('dialogPoints'),
          t('pointsValue', {
            pgp: formatNumber(member.qualificationPoints.pgp.monthly),
            tgp: formatNumber(member.qualificationPoints.tgp.monthly),
          }),
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
            {t('viewTree', { name })}
          </Button>
        )}
      </div>
    </Modal>
  );
}

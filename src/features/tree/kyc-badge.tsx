import { Badge, type BadgeTone } from '@/components/ui/badge';
import { useT } from '@/i18n/language-context';
import { treeMessages } from './messages';

const KYC = {
  approved: { tone: 'success', label: 'kycApproved' },
  pending: { tone: 'warning', label: 'kycPending' },
  rejected: { tone: 'danger', label: 'kycRejected' },
} as const satisfies Record<string, { tone: BadgeTone; label: string }>;

/** A member's KYC status (null: not submitted). */
export function KycBadge({ status }: { status: string | null | undefined }) {
  const t = useT(treeMessages);
  const key = status?.toLowerCase();
  const kyc =
    key && key in KYC
      ? KYC[key as keyof typeof KYC]
      : ({ tone: 'neutral', label: 'kycNone' } as const);
  return <Badge tone={kyc.tone}>{t(kyc.label)}</Badge>;
}

import { Badge, type BadgeTone } from '@/components/ui/badge';

const KYC: Record<string, { tone: BadgeTone; label: string }> = {
  approved: { tone: 'success', label: 'Approved' },
  pending: { tone: 'warning', label: 'Pending' },
  rejected: { tone: 'danger', label: 'Rejected' },
};

/** A member's KYC status (null: not submitted). */
export function KycBadge({ status }: { status: string | null | undefined }) {
  const kyc = (status && KYC[status.toLowerCase()]) || { tone: 'neutral', label: 'Not submitted' };
  return <Badge tone={kyc.tone}>KYC {kyc.label}</Badge>;
}

import type { KycStatusResponse } from '@contract/kyc';
import { Link } from 'react-router-dom';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/language-context';
import { formatDate } from '@/lib/format';
import { kycMessages } from './messages';
import { KycThumbnails } from './kyc-thumbnails';

const TONES: Record<KycStatusResponse['kyc']['status'], BadgeTone> = {
  not_submitted: 'neutral',
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** Where the member stands: the status, what it means, the reason of a refusal, what was sent. */
export function KycStatusCard({ kyc }: { kyc: KycStatusResponse['kyc'] }) {
  const t = useT(kycMessages);
  return (
    <Card>
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-bold">{t('statusTitle')}</h2>
        <Badge tone={TONES[kyc.status]}>{t('status', { status: kyc.status })}</Badge>
      </div>
      <p className="mt-2 text-sm">{t('statusText', { status: kyc.status })}</p>
      {kyc.reason && (
        <p className="mt-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {t('reason', { reason: kyc.reason })}
        </p>
      )}
      {kyc.submittedAt && (
        <p className="mt-2 text-xs text-ink-muted">
          {t('sentOn', { date: formatDate(kyc.submittedAt) })}
        </p>
      )}
      {kyc.status === 'approved' && (
        <Link to={paths.mlm.path} className={buttonClass('primary', 'sm', 'mt-4')}>
          {t('walletLink')}
        </Link>
      )}
      {kyc.submissionId && kyc.images.length > 0 && kyc.status !== 'approved' && (
        <section aria-label={t('yourImages')} className="mt-4">
          <h3 className="text-sm font-semibold">{t('yourImages')}</h3>
          <KycThumbnails submissionId={kyc.submissionId} kinds={kyc.images} />
        </section>
      )}
    </Card>
  );
}

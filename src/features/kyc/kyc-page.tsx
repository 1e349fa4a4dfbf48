import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { usePageTitle } from '@/components/ui/use-page-title';
import { useT } from '@/i18n/language-context';
import { apiErrorText } from '@/lib/api-messages';
import { useApiQuery } from '@/lib/use-api-query';
import { kycApi } from './api';
import { KycForm } from './kyc-form';
import { KycStatusCard } from './kyc-status';
import { kycMessages } from './messages';

/** `/kyc` (DECISIONS 48): the member's status and, until approved or while pending, the form. */
export default function KycPage() {
  const t = useT(kycMessages);
  usePageTitle(t('pageTitle'));
  const q = useApiQuery('kyc', () => kycApi.status(), t('loadFailed'));
  const kyc = q.data?.kyc;
  const canSubmit = kyc?.status === 'not_submitted' || kyc?.status === 'rejected';
  return (
    <main id="main" className="mx-auto max-w-content px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t('heading')} back />
      <p className="mb-6 max-w-prose text-sm text-ink-muted">{t('intro')}</p>
      {!kyc ? (
        q.error ? (
          <StatusMessage kind="error">{apiErrorText(q.error, t('loadFailed'))}</StatusMessage>
        ) : (
          <StatusMessage kind="loading">{t('loading')}</StatusMessage>
        )
      ) : (
        <div className="space-y-6">
          <KycStatusCard kyc={kyc} />
          {canSubmit && <KycForm again={kyc.status === 'rejected'} onDone={q.refetch} />}
        </div>
      )}
    </main>
  );
}

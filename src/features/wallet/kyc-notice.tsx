import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/language-context';
import { useApiQuery } from '@/lib/use-api-query';
import { walletApi } from './api';
import { walletMessages } from './messages';

/** Why the member cannot withdraw yet, where their verification stands, and the way to `/kyc`. */
export function KycNotice() {
  const t = useT(walletMessages);
  const q = useApiQuery('kyc', () => walletApi.kycStatus(), t('requestFailed'));
  const kyc = q.data?.kyc;
  const status = kyc?.status ?? 'not_submitted';
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink-muted">{t('withdrawKyc')}</p>
      {kyc && <p className="text-sm">{t('kycState', { status, reason: kyc.reason ?? '' })}</p>}
      <Link to={paths.kyc.path} className={buttonClass('primary', 'sm')}>
        {t('kycLink', { status })}
      </Link>
    </div>
  );
}

/**
 * The KYC desk's queue: waiting submissions oldest first with how long each has waited, and the
 * decided ones by tab (`?status=` in the address). Each row opens the submission's page.
 */
import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { KYC_QUEUE_STATUSES, type OpsKycQueueItem } from '@contract/ops-kyc';
import { buttonClass } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/i18n/language-context';
import { opsApi } from '../api';
import { formatDubaiTime } from '../components/format';
import { LoadState } from '../components/load-state';
import { PageTitle } from '../components/page-title';
import { useAgeText } from '../components/use-age-text';
import { useLoad } from '../components/use-load';
import { opsMessages } from '../messages';

type Status = (typeof KYC_QUEUE_STATUSES)[number];
const TAB = {
  pending: 'kycTabPending',
  approved: 'kycTabApproved',
  rejected: 'kycTabRejected',
} as const;

function Row({ s }: { s: OpsKycQueueItem }) {
  const t = useT(opsMessages);
  const language = useLanguage();
  const ageText = useAgeText();
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-card border border-line bg-surface-raised p-4 shadow-card">
      <div className="min-w-0 flex-1">
        <p className="font-semibold" dir="ltr">
          @{s.username}
        </p>
        <p className="text-sm text-ink-muted">{t('docType', { type: s.documentType })}</p>
      </div>
      <div className="text-sm">
        <p>
          {t('kycSubmittedAt')}: {formatDubaiTime(s.submittedAt, language)}
        </p>
        {s.status === 'pending' ? (
          <p className="font-semibold">{t('kycWaiting', { age: ageText(s.submittedAt) })}</p>
        ) : (
          s.decidedAt && (
            <p>
              {t('kycDecidedAt')}: {formatDubaiTime(s.decidedAt, language)}
            </p>
          )
        )}
      </div>
      <Link
        to={paths.opsKycSubmission.getHref(s.id)}
        aria-label={t('kycReviewLabel', { username: s.username })}
        className={buttonClass('primary', 'sm')}
      >
        {t('kycReview')}
      </Link>
    </li>
  );
}

export default function KycQueuePage() {
  const t = useT(opsMessages);
  const { search } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get('status');
  const status: Status = KYC_QUEUE_STATUSES.find((s) => s === asked) ?? 'pending';
  const fetcher = useCallback(() => opsApi.kycQueue(status).then((r) => r.submissions), [status]);
  const { load, reload } = useLoad(fetcher);
  return (
    <>
      <PageTitle>{t('kycTitle')}</PageTitle>
      <nav aria-label={t('kycTitle')} className="mb-4">
        <ul className="flex flex-wrap gap-1">
          {KYC_QUEUE_STATUSES.map((s) => (
            <li key={s}>
              <button
                type="button"
                aria-current={s === status ? 'page' : undefined}
                className={buttonClass(s === status ? 'primary' : 'secondary', 'sm')}
                onClick={() => void navigate({ search: `?status=${s}` })}
              >
                {t(TAB[s])}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <LoadState load={load} reload={reload} />
      {load.state === 'ready' && load.data.length === 0 && (
        <StatusMessage kind="empty">{t('kycQueueEmpty')}</StatusMessage>
      )}
      {load.state === 'ready' && load.data.length > 0 && (
        <ul className="flex flex-col gap-3">
          {load.data.map((s) => (
            <Row key={s.id} s={s} />
          ))}
        </ul>
      )}
    </>
  );
}

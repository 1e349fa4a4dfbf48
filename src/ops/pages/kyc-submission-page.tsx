/**
 * A KYC submission's page: the document images (zoom, rotate), the ID number and its check
 * digit, the name and date of birth against the profile, earlier submissions, and the decision:
 * approve, or reject with a reason (template or written) that the member reads.
 */
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/i18n/language-context';
import { opsApi } from '../api';
import { errorText } from '../components/error-text';
import { formatDubaiTime } from '../components/format';
import { LoadState } from '../components/load-state';
import { PageTitle } from '../components/page-title';
import { useLoad } from '../components/use-load';
import { opsMessages } from '../messages';
import { useMe } from '../session';
import { RejectDialog } from './decision-dialogs';
import { DocumentFacts, EarlierSubmissions, ProfileFacts } from './kyc-facts';
import { KycImageViewer } from './kyc-image-viewer';

export default function KycSubmissionPage() {
  const t = useT(opsMessages);
  const language = useLanguage();
  const { operator } = useMe();
  const { id = '' } = useParams();
  const fetcher = useCallback(() => opsApi.kycSubmission(id).then((r) => r.submission), [id]);
  const { load, reload } = useLoad(fetcher);
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const canDecide = operator.permissions.includes('kyc.decide');

  const act = async (run: () => Promise<{ status: string }>) => {
    setBusy(true);
    setRejecting(false);
    setNotice(null);
    try {
      const { status } = await run();
      setNotice({ error: false, text: t('kycDone', { status: t('kycStatusWord', { status }) }) });
      reload();
    } catch (e) {
      setNotice({ error: true, text: errorText(e, t, language) });
    } finally {
      setBusy(false);
    }
  };

  const s = load.state === 'ready' ? load.data : null;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link
          to={paths.opsKyc.path}
          className="font-semibold text-brand-700 underline dark:text-brand-300"
        >
          {t('backToQueue')}
        </Link>
      </p>
      <PageTitle>{s ? t('kycSubmissionTitle', { username: s.username }) : t('kycTitle')}</PageTitle>
      {notice && (
        <p
          role={notice.error ? 'alert' : 'status'}
          className={`mb-4 rounded-lg bg-surface-alt p-3 text-sm ${notice.error ? 'text-danger' : 'text-ink'}`}
        >
          {notice.text}
        </p>
      )}
      <LoadState load={load} reload={reload} />
      {s && (
        <div className="grid gap-4 lg:grid-cols-[3fr_2fr]">
          <section aria-labelledby="kyc-images" className="flex min-w-0 flex-col gap-3">
            <h2 id="kyc-images" className="text-lg font-semibold">
              {t('imagesTitle')}
            </h2>
            <p className="text-sm text-ink-muted">{t('imagesAudited')}</p>
            {s.images.map((i) => (
              <KycImageViewer key={i.kind} submissionId={s.id} kind={i.kind} />
            ))}
          </section>
          <div className="flex min-w-0 flex-col gap-4">
            <section
              aria-labelledby="kyc-decision"
              className="rounded-card border border-line bg-surface-raised p-4 shadow-card"
            >
              <h2 id="kyc-decision" className="mb-2 text-lg font-semibold">
                {t('decisionTitle')}
              </h2>
              <p className="mb-3 text-sm">
                {t('docType', { type: s.documentType })} · {t('kycSubmittedAt')}:{' '}
                {formatDubaiTime(s.submittedAt, language)} ·{' '}
                <strong>{t('kycStatusWord', { status: s.status })}</strong>
              </p>
              {s.decidedAt && s.decidedBy && (
                <p className="mb-2 text-sm">
                  {t('decidedBy', { by: s.decidedBy, at: formatDubaiTime(s.decidedAt, language) })}
                </p>
              )}
              {s.reason && <p className="mb-2 text-sm">{t('reasonShown', { reason: s.reason })}</p>}
              {s.status === 'pending' && canDecide && (
                <div className="flex flex-wrap gap-2">
                  <Button disabled={busy} onClick={() => void act(() => opsApi.kycApprove(s.id))}>
                    {t('kycApprove')}
                  </Button>
                  <Button variant="secondary" disabled={busy} onClick={() => setRejecting(true)}>
                    {t('kycReject')}
                  </Button>
                </div>
              )}
            </section>
            <DocumentFacts s={s} />
            <ProfileFacts s={s} />
            <EarlierSubmissions s={s} />
          </div>
        </div>
      )}
      {s && rejecting && (
        <RejectDialog
          title={t('kycRejectTitle', { username: s.username })}
          templates="kycReasonTemplates"
          confirmLabel={t('kycConfirmReject')}
          onClose={() => setRejecting(false)}
          onConfirm={(reason) => void act(() => opsApi.kycReject(s.id, reason))}
        />
      )}
    </>
  );
}

/**
 * The withdrawals desk: the queue by status (in the address, `?status=`), approve (four eyes on
 * the server), reject with a reason, mark paid one by one or from the bank's CSV, and the bank
 * file of approved transfers.
 */
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { WITHDRAWAL_QUEUE_STATUSES, type OpsWithdrawal } from '@contract/ops';
import { buttonClass } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useLanguage, useT } from '@/i18n/language-context';
import { opsApi, opsDownloads } from '../api';
import { errorText } from '../components/error-text';
import { LoadState } from '../components/load-state';
import { PageTitle } from '../components/page-title';
import { useLoad } from '../components/use-load';
import { opsMessages } from '../messages';
import { useMe } from '../session';
import { BatchUpload } from './batch-upload';
import { PaidDialog, RejectDialog } from './decision-dialogs';
import { WithdrawalCard } from './withdrawal-card';

type QueueStatus = (typeof WITHDRAWAL_QUEUE_STATUSES)[number];
const TAB_LABEL = {
  pending: 'tabPending',
  approved: 'tabApproved',
  paid: 'tabPaid',
  rejected: 'tabRejected',
} as const;

export default function WithdrawalsPage() {
  const t = useT(opsMessages);
  const language = useLanguage();
  const { operator } = useMe();
  const { search } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get('status');
  const status: QueueStatus = WITHDRAWAL_QUEUE_STATUSES.find((s) => s === asked) ?? 'pending';
  const fetcher = useCallback(
    () => opsApi.withdrawals(status).then((r) => r.withdrawals),
    [status],
  );
  const { load, reload } = useLoad(fetcher);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [dialog, setDialog] = useState<{ kind: 'reject' | 'pay'; w: OpsWithdrawal } | null>(null);

  const act = async (w: OpsWithdrawal, run: () => Promise<{ withdrawal: { status: string } }>) => {
    setBusy(true);
    setNotice(null);
    setDialog(null);
    try {
      const { withdrawal } = await run();
      setNotice({
        error: false,
        text:
          withdrawal.status === 'pending'
            ? t('firstApprovalDone', { reference: w.reference })
            : t('done', {
                reference: w.reference,
                status: t('statusWord', { status: withdrawal.status }),
              }),
      });
    } catch (e) {
      setNotice({ error: true, text: errorText(e, t, language) });
    } finally {
      setBusy(false);
      reload();
    }
  };

  const can = (p: 'withdrawals.decide' | 'withdrawals.pay' | 'withdrawals.export') =>
    operator.permissions.includes(p);
  return (
    <>
      <PageTitle>{t('withdrawalsTitle')}</PageTitle>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <nav aria-label={t('withdrawalsTitle')}>
          <ul className="flex flex-wrap gap-1">
            {WITHDRAWAL_QUEUE_STATUSES.map((s) => (
              <li key={s}>
                <button
                  type="button"
                  aria-current={s === status ? 'page' : undefined}
                  className={buttonClass(s === status ? 'primary' : 'secondary', 'sm')}
                  onClick={() => {
                    setNotice(null);
                    void navigate({ search: `?status=${s}` });
                  }}
                >
                  {t(TAB_LABEL[s])}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {status === 'approved' && can('withdrawals.export') && (
          <a
            href={opsDownloads.approvedBankFile}
            download
            className={buttonClass('secondary', 'sm', 'ms-auto')}
          >
            {t('exportApproved')}
          </a>
        )}
      </div>
      {notice && (
        <p
          role={notice.error ? 'alert' : 'status'}
          className={`mb-4 rounded-lg p-3 text-sm ${notice.error ? 'bg-surface-alt text-danger' : 'bg-surface-alt text-ink'}`}
        >
          {notice.text}
        </p>
      )}
      {status === 'approved' && can('withdrawals.pay') && (
        <div className="mb-4">
          <BatchUpload onDone={reload} />
        </div>
      )}
      <LoadState load={load} reload={reload} />
      {load.state === 'ready' && load.data.length === 0 && (
        <StatusMessage kind="empty">{t('queueEmpty')}</StatusMessage>
      )}
      {load.state === 'ready' && (
        <div className="flex flex-col gap-4">
          {load.data.map((w) => (
            <WithdrawalCard
              key={w.id}
              w={w}
              actions={{
                canDecide: can('withdrawals.decide'),
                canPay: can('withdrawals.pay'),
                meId: operator.id,
                busy,
                onApprove: (x) => void act(x, () => opsApi.approve(x.id)),
                onReject: (x) => {
                  setDialog({ kind: 'reject', w: x });
                },
                onPay: (x) => {
                  setDialog({ kind: 'pay', w: x });
                },
              }}
            />
          ))}
        </div>
      )}
      {dialog?.kind === 'reject' && (
        <RejectDialog
          title={t('rejectTitle', { reference: dialog.w.reference })}
          onClose={() => {
            setDialog(null);
          }}
          onConfirm={(reason) => void act(dialog.w, () => opsApi.reject(dialog.w.id, reason))}
        />
      )}
      {dialog?.kind === 'pay' && (
        <PaidDialog
          w={dialog.w}
          onClose={() => {
            setDialog(null);
          }}
          onConfirm={(ref) => void act(dialog.w, () => opsApi.markPaid(dialog.w.id, ref))}
        />
      )}
    </>
  );
}

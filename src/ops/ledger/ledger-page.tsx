/**
 * The ledger desk (DECISIONS 49, four eyes): propose an adjustment, a payout or a ride recorded
 * by hand; the queue of proposals waiting for a second finance operator, with approve and reject
 * (disabled for the proposer, who is told why); and the latest decided ones.
 */
import { useCallback, useState } from 'react';
import type { LedgerProposalView } from '@contract/ops-ledger';
import { StatusMessage } from '@/components/ui/status-message';
import { useLanguage, useT } from '@/i18n/language-context';
import { LoadState } from '../components/load-state';
import { PageTitle } from '../components/page-title';
import { useLoad } from '../components/use-load';
import { useMe } from '../session';
import { ledgerApi } from './api';
import { ledgerErrorText } from './error-words';
import { ledgerMessages } from './messages';
import { ProposalCard } from './proposal-card';
import { ProposalForm } from './proposal-form';
import { RejectProposalDialog } from './reject-dialog';

export default function LedgerPage() {
  const t = useT(ledgerMessages);
  const language = useLanguage();
  const { operator } = useMe();
  const fetcher = useCallback(() => ledgerApi.proposals(), []);
  const { load, reload } = useLoad(fetcher);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [rejecting, setRejecting] = useState<LedgerProposalView | null>(null);

  const act = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setNotice(null);
    setRejecting(null);
    try {
      await run();
      setNotice({ text: done, error: false });
    } catch (e) {
      setNotice({ text: ledgerErrorText(e, t, language), error: true });
    } finally {
      setBusy(false);
      reload();
    }
  };

  const actions = {
    meId: operator.id,
    busy,
    onApprove: (p: LedgerProposalView) => void act(() => ledgerApi.approve(p.id), t('approved')),
    onReject: (p: LedgerProposalView) => {
      setRejecting(p);
    },
  };

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-ink-muted">{t('intro')}</p>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          <ProposalForm onProposed={reload} />
        </div>
        <div className="flex flex-col gap-4">
          <section aria-labelledby="ledger-pending" className="flex flex-col gap-3">
            <h2 id="ledger-pending" className="text-lg font-bold text-ink">
              {t('pendingTitle')}
            </h2>
            {notice && (
              <p
                role={notice.error ? 'alert' : 'status'}
                className={`rounded-lg bg-surface-alt p-3 text-sm ${notice.error ? 'text-danger' : 'text-ink'}`}
              >
                {notice.text}
              </p>
            )}
            <LoadState load={load} reload={reload} />
            {load.state === 'ready' && load.data.pending.length === 0 && (
              <StatusMessage kind="empty">{t('pendingEmpty')}</StatusMessage>
            )}
            {load.state === 'ready' &&
              load.data.pending.map((p) => <ProposalCard key={p.id} p={p} actions={actions} />)}
          </section>
          <section aria-labelledby="ledger-recent" className="flex flex-col gap-3">
            <h2 id="ledger-recent" className="text-lg font-bold text-ink">
              {t('recentTitle')}
            </h2>
            {load.state === 'ready' && load.data.recent.length === 0 && (
              <StatusMessage kind="empty">{t('recentEmpty')}</StatusMessage>
            )}
            {load.state === 'ready' &&
              load.data.recent.map((p) => <ProposalCard key={p.id} p={p} />)}
          </section>
        </div>
      </div>
      {rejecting && (
        <RejectProposalDialog
          onClose={() => {
            setRejecting(null);
          }}
          onConfirm={(note) => void act(() => ledgerApi.reject(rejecting.id, note), t('rejected'))}
        />
      )}
    </>
  );
}

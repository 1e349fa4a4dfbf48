import type { WithdrawalDetail } from '@contract/wallet';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { TablePanel, type Column } from '@/components/ui/table-panel';
import { paths } from '@/config/paths';
import { useT, type Translate } from '@/i18n/language-context';
import { apiErrorInfo } from '@/lib/api-error';
import { apiErrorText } from '@/lib/api-messages';
import { formatAed } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useAppDispatch } from '@/app/hooks';
import { withActiveLanguage } from '@/i18n/with-language';
import { walletApi } from './api';
import { BalanceCard } from './balance-card';
import { withLtr } from './bidi';
import { KycNotice } from './kyc-notice';
import { walletMessages } from './messages';
import type en from './messages.en';
import { useWithdrawals } from './use-withdrawals';
import { moneyMoved } from './wallet-slice';
import { formatPosted, statusLabel } from './words';

// The form (its fields and rules) is only shown once the member's withdrawals have loaded, so
// its chunk is fetched beside that call rather than with the wallet page (member page budget).
const loadForm = () =>
  withActiveLanguage(import('./withdrawal-form')).then((m) => ({ default: m.WithdrawalForm }));
const WithdrawalForm = lazy(loadForm);

const columnsOf = (t: Translate<typeof en>): Column<WithdrawalDetail>[] => [
  { header: t('colReference'), nowrap: true, cell: (w) => <bdi>{w.reference}</bdi> },
  { header: t('colRequested'), nowrap: true, cell: (w) => formatPosted(w.createdAt) },
  { header: t('colAmount'), numeric: true, nowrap: true, cell: (w) => formatAed(w.amount) },
  {
    header: t('colStatus'),
    cell: (w) => (
      <>
        {statusLabel(w.status)}
        {w.reason && (
          <span className="block text-ink-muted">{t('rejectedBecause', { reason: w.reason })}</span>
        )}
      </>
    ),
  },
];

/** On the wallet (/mlm): the pending request with Cancel, or the form; recent requests below. */
export function WithdrawalPanel() {
  // Fetch the form's chunk while the withdrawals load.
  useEffect(() => {
    void loadForm();
  }, []);
  const t = useT(walletMessages);
  const q = useWithdrawals();
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const data = q.data;
  const pending = data?.withdrawals.find((w) => w.status === 'pending');

  // Money moved: every figure keyed on the wallet revision (this panel, its balance card, the
  // page's own figures, the statement) loads again together: one balance.
  const changed = () => {
    dispatch(moneyMoved());
  };

  const cancel = async (id: string) => {
    setBusy(true);
    try {
      await walletApi.cancelWithdrawal(id);
      notify.success(t('cancelled'));
      changed();
    } catch (error) {
      notify.error(apiErrorText(apiErrorInfo(error, ''), t('cancelFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{t('withdrawTitle')}</h2>
        <Link to={paths.walletStatement.path} className={buttonClass('secondary', 'sm')}>
          {t('statementLink')}
        </Link>
      </div>
      {!data ? (
        q.error ? (
          <StatusMessage kind="error">{apiErrorText(q.error, t('requestFailed'))}</StatusMessage>
        ) : (
          <StatusMessage kind="loading">{t('loading')}</StatusMessage>
        )
      ) : (
        <BalanceCard wallet={data.wallet} className="mb-4" />
      )}
      {!data ? null : !data.canWithdraw ? (
        <KycNotice />
      ) : pending ? (
        <section aria-labelledby="wd-pending" className="rounded-card border border-line p-4">
          <h3 id="wd-pending" className="font-semibold">
            {t('pendingTitle')}
          </h3>
          <p className="mt-1 text-sm">
            {withLtr(
              walletMessages,
              'pendingText',
              { amount: formatAed(pending.amount) },
              { reference: pending.reference },
            )}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            disabled={busy}
            onClick={() => void cancel(pending.id)}
          >
            {t('cancel')}
          </Button>
        </section>
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-muted">
            {t('withdrawIntro', {
              minimum: formatAed(data.wallet.minimum),
              available: formatAed(data.wallet.availableBalance),
            })}
          </p>
          <Suspense fallback={<div className="h-40" aria-hidden="true" />}>
            <WithdrawalForm onDone={changed} />
          </Suspense>
        </>
      )}
      {data && data.withdrawals.length > 0 && (
        // Not a <section>: the table's panel is already the landmark of this name.
        <div className="mt-6">
          <h3 className="mb-2 font-semibold">{t('recentWithdrawals')}</h3>
          <TablePanel
            caption={t('recentWithdrawals')}
            columns={columnsOf(t)}
            rows={data.withdrawals.slice(0, 5)}
            rowKey={(w) => w.id}
          />
        </div>
      )}
    </Card>
  );
}

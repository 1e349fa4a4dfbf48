import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { usePageTitle } from '@/components/ui/use-page-title';
import { useAppSelector } from '@/app/hooks';
import { useT } from '@/i18n/language-context';
import { userIdOf } from '@/lib/session';
import { useApiQuery } from '@/lib/use-api-query';
import { mlmApi } from './api';
import { BonusTiles } from './bonus-tiles';
import { RecentActivity } from './recent-activity';
import { DashboardSummary } from './summary';
import { useLoadToast } from '@/lib/use-load-toast';
import { apiErrorText } from '@/lib/api-messages';
import { WithdrawalPanel } from '@/features/wallet/withdrawal-panel';
import { mlmMessages } from './messages';

/**
 * The wallet page /mlm: wallet figures and member details first, then a tile per programme.
 * 'My Wallet' everywhere; the spec's 'MLM Bonuses' is its subtitle.
 */
export default function MlmPage() {
  const t = useT(mlmMessages);
  usePageTitle(t('title'));
  const userId = useAppSelector((s) => userIdOf(s.auth.user));
  // The figures load again with the withdrawals when money moves (one balance, issue 26).
  const revision = useAppSelector((s) => s.wallet.revision);
  const query = useApiQuery(
    userId && `mlm-dashboard:${userId}#${String(revision)}`,
    () => mlmApi.dashboard(userId ?? ''),
    t('loadFailed'),
  );
  const loading = query.loading && !query.data;
  // Spec section 8: the screen's own toast on failure is 'Failed to load user dashboard'.
  useLoadToast(
    'mlm-dashboard',
    { loading: query.loading, error: query.error ? t('loadFailedToast') : null },
    t('loading'),
  );

  return (
    <main id="main" className="mx-auto max-w-content px-4 sm:px-6 py-8 sm:py-10">
      <PageHeader title={t('title')} subtitle={t('specTitle')} back />
      {userId === null ? (
        // Spec section 5: no dashboard fetch without a stored user id.
        <StatusMessage kind="error">{t('notAuthenticated')}</StatusMessage>
      ) : loading ? (
        <StatusMessage kind="loading">{t('loading')}</StatusMessage>
      ) : query.error ? (
        <StatusMessage
          kind="error"
          action={
            <Button variant="secondary" size="sm" onClick={query.refetch}>
              {t('tryAgain')}
            </Button>
          }
        >
          {apiErrorText(query.error, t('loadFailed'))}
        </StatusMessage>
      ) : query.data ? (
        <div className="flex flex-col gap-8">
          <DashboardSummary data={query.data} />
          <WithdrawalPanel />
          <section aria-labelledby="mlm-bonuses">
            <h2 id="mlm-bonuses" className="mb-3 text-lg font-bold">
              {t('bonusesTitle')}
            </h2>
            <BonusTiles totals={query.data.totals} />
          </section>
          <Card>
            <h2 className="mb-4 text-lg font-bold">{t('activityTitle')}</h2>
            <RecentActivity items={query.data.transactions} />
          </Card>
        </div>
      ) : null}
    </main>
  );
}

import type { WithdrawalsResponse } from '@contract/wallet';
import { useId } from 'react';
import { StatusMessage } from '@/components/ui/status-message';
import { useT } from '@/i18n/language-context';
import { apiErrorText } from '@/lib/api-messages';
import { formatAed } from '@/lib/format';
import { walletMessages } from './messages';
import { useWithdrawals } from './use-withdrawals';

/** Available, held for pending requests and paid out: the same three figures on every page. */
export function BalanceCard({
  wallet,
  level = 3,
  className = '',
}: {
  wallet: WithdrawalsResponse['wallet'];
  /** The heading's level where the card sits (under the page's h1, or a panel's h2). */
  level?: 2 | 3;
  className?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const t = useT(walletMessages);
  const heading = useId();
  const figures: [string, number][] = [
    [t('balanceAvailable'), wallet.availableBalance],
    [t('balanceHeld'), wallet.held],
    [t('balancePaidOut'), wallet.paidOut],
  ];
  return (
    <section
      aria-labelledby={heading}
      className={`rounded-card border border-line p-4 ${className}`}
    >
      <Heading id={heading} className="font-semibold">
        {t('balanceTitle')}
      </Heading>
      <dl className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="tabular text-lg font-bold">{formatAed(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The statement page's balance card: loads the figures itself (the wallet page's query). */
export function StatementBalance() {
  const t = useT(walletMessages);
  const q = useWithdrawals();
  if (q.data) return <BalanceCard wallet={q.data.wallet} level={2} className="mb-4" />;
  if (q.error)
    return <StatusMessage kind="error">{apiErrorText(q.error, t('balanceFailed'))}</StatusMessage>;
  return <StatusMessage kind="loading">{t('balanceLoading')}</StatusMessage>;
}

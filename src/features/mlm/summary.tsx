import { PiggyBank, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/language-context';
import { formatAed, formatDate } from '@/lib/format';
import type { MlmDashboard } from './dashboard-adapter';
import { mlmMessages } from './messages';

function Figure({
  label,
  value,
  icon,
  tone,
}: {
  label: string;
  value: number;
  icon: ReactNode;
  tone: string;
}) {
  return (
    <div className={`rounded-card border p-5 shadow-card ${tone}`}>
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        {icon}
        {label}
      </p>
      <p className="tabular mt-2 text-xl font-bold sm:text-2xl">{formatAed(value)}</p>
    </div>
  );
}

/** Lifetime total earned and available balance, beside the member's details. */
export function DashboardSummary({ data }: { data: MlmDashboard }) {
  const t = useT(mlmMessages);
  // Usernames and ids keep their left-to-right order inside Arabic.
  const ltr = (value: string) => (value ? <bdi>{value}</bdi> : '—');
  const rows: [string, ReactNode][] = [
    [t('username'), ltr(data.user.username)],
    [t('name'), data.user.name ? <bdi>{data.user.name}</bdi> : '—'],
    [t('sponsorId'), ltr(data.user.sponsorId)],
    [t('joined'), formatDate(data.user.joinedAt)],
  ];
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
      <Figure
        label={t('lifetimeEarned')}
        value={data.totalEarned}
        icon={<PiggyBank aria-hidden="true" className="size-4" />}
        tone="border-sand-300 bg-sand-50 dark:border-sand-700 dark:bg-sand-900/40"
      />
      <Figure
        label={t('availableBalance')}
        value={data.currentBalance}
        icon={<Wallet aria-hidden="true" className="size-4" />}
        tone="border-brand-200 bg-brand-50 dark:border-brand-800 dark:bg-brand-950"
      />
      <section
        aria-labelledby="mlm-member"
        className="rounded-card border border-line bg-surface-raised p-5 shadow-card md:col-span-2 lg:col-span-1"
      >
        <h2 id="mlm-member" className="sr-only">
          {t('yourDetails')}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-ink-muted">{term}</dt>
              <dd className="min-w-0 truncate font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

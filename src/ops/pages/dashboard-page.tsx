/**
 * The queues at a glance: KYC submissions waiting, withdrawals pending and approved-unpaid (each
 * with its oldest's age), and today's figures.
 */
import { Link } from 'react-router-dom';
import type { Permission } from '@contract/ops';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/language-context';
import { formatAed } from '@/lib/format';
import { opsApi } from '../api';
import { ageOf } from '../components/format';
import { LoadState } from '../components/load-state';
import { PageTitle } from '../components/page-title';
import { useLoad } from '../components/use-load';
import { opsMessages } from '../messages';
import { useMe } from '../session';

const fetchDashboard = () => opsApi.dashboard().then((r) => r.dashboard);

function Tile({
  title,
  figures,
  to,
}: {
  title: string;
  figures: { count: number; total?: number; oldestAt: string | null };
  /** Null when the operator's roles do not open this queue. */
  to: string | null;
}) {
  const t = useT(opsMessages);
  const age = figures.oldestAt ? ageOf(figures.oldestAt) : null;
  const ageText = age
    ? t(age.unit === 'm' ? 'ageMinutes' : age.unit === 'h' ? 'ageHours' : 'ageDays', { n: age.n })
    : null;
  return (
    <section className="flex flex-col gap-2 rounded-card border border-line bg-surface-raised p-5 shadow-card">
      <h2 className="text-base font-semibold text-ink-muted">{title}</h2>
      <p className="text-3xl font-bold text-ink">{figures.count}</p>
      {figures.total !== undefined && (
        <p className="text-sm text-ink">{formatAed(figures.total)}</p>
      )}
      <p className="text-sm text-ink-muted">
        {ageText ? t('tileOldest', { age: ageText }) : t('tileNone')}
      </p>
      {to && (
        <Link
          to={to}
          aria-label={`${t('openQueue')}: ${title}`}
          className="mt-auto text-sm font-semibold text-brand-700 underline dark:text-brand-300"
        >
          {t('openQueue')}
        </Link>
      )}
    </section>
  );
}

export default function DashboardPage() {
  const t = useT(opsMessages);
  const { load, reload } = useLoad(fetchDashboard);
  const { operator } = useMe();
  const opens = (p: Permission) => operator.permissions.includes(p);
  return (
    <>
      <PageTitle>{t('dashboardTitle')}</PageTitle>
      <LoadState load={load} reload={reload} />
      {load.state === 'ready' && (
        <div className="flex flex-col gap-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Tile
              title={t('tileKyc')}
              figures={load.data.kycPending}
              to={opens('kyc.read') ? paths.opsKyc.path : null}
            />
            <Tile
              title={t('tilePending')}
              figures={load.data.withdrawalsPending}
              to={opens('withdrawals.read') ? `${paths.opsWithdrawals.path}?status=pending` : null}
            />
            <Tile
              title={t('tileApproved')}
              figures={load.data.withdrawalsApprovedUnpaid}
              to={opens('withdrawals.read') ? `${paths.opsWithdrawals.path}?status=approved` : null}
            />
          </div>
          <section className="rounded-card border border-line bg-surface-raised p-5 shadow-card">
            <h2 className="mb-3 text-lg font-semibold">{t('todayTitle')}</h2>
            <dl className="grid gap-3 sm:grid-cols-3">
              {(
                [
                  ['todayRequested', load.data.today.requested],
                  ['todayApproved', load.data.today.approved],
                  ['todayPaid', load.data.today.paid],
                ] as const
              ).map(([label, f]) => (
                <div key={label}>
                  <dt className="text-sm text-ink-muted">{t(label)}</dt>
                  <dd className="font-semibold">
                    {t('countAndTotal', { count: f.count, total: formatAed(f.total) })}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
      )}
    </>
  );
}

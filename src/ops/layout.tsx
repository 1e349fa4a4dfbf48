/**
 * The console's frame: a bar with the desks the operator's roles open, the language switch and
 * sign-out, then the page. Wide tables first (1280 px); below 640 px the bar wraps and the
 * desks stack their cards.
 */
import { Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { Permission } from '@contract/ops';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/language-context';
import { LanguageButton } from './components/language-button';
import { opsMessages } from './messages';
import { useMe, useOpsSession } from './session';

const DESKS: {
  to: string;
  label:
    | 'navDashboard'
    | 'navKyc'
    | 'navWithdrawals'
    | 'navMembers'
    | 'navLedger'
    | 'navCampaigns'
    | 'navRides'
    | 'navCountryRequests'
    | 'navReports'
    | 'navAudit'
    | 'navMe';
  needs: Permission | null;
}[] = [
  { to: paths.ops.path, label: 'navDashboard', needs: 'queues.read' },
  { to: paths.opsKyc.path, label: 'navKyc', needs: 'kyc.read' },
  { to: paths.opsWithdrawals.path, label: 'navWithdrawals', needs: 'withdrawals.read' },
  { to: paths.opsMembers.path, label: 'navMembers', needs: 'members.read' },
  { to: paths.opsLedger.path, label: 'navLedger', needs: 'ledger.post' },
  { to: paths.opsCampaigns.path, label: 'navCampaigns', needs: 'campaigns.read' },
  { to: paths.opsRides.path, label: 'navRides', needs: 'rides.import' },
  { to: paths.opsCountryRequests.path, label: 'navCountryRequests', needs: 'country.read' },
  { to: paths.opsReports.path, label: 'navReports', needs: 'reports.read' },
  { to: paths.opsAudit.path, label: 'navAudit', needs: 'audit.read' },
  { to: paths.opsMe.path, label: 'navMe', needs: null },
];

/**
 * A desk's tab is lit on its own pages (a member's page lights Members); the dashboard lives at
 * the console's root, which every desk's address starts with, so only its own address lights it.
 */
const isActiveDesk = (to: string, pathname: string) =>
  pathname === to || (to !== paths.ops.path && pathname.startsWith(`${to}/`));

const link = (isActive: boolean) =>
  `inline-flex min-h-11 items-center rounded-pill px-3 text-sm font-semibold ${
    isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-surface-alt'
  }`;

export function OpsLayout() {
  const t = useT(opsMessages);
  const { operator } = useMe();
  const { signOut } = useOpsSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const desks = DESKS.filter((d) => d.needs === null || operator.permissions.includes(d.needs));
  return (
    <div className="min-h-screen bg-surface text-ink">
      <a
        href="#ops-main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <header className="border-b border-line bg-surface-raised">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2">
          <p className="me-auto text-lg font-bold text-brand-700 dark:text-brand-300">
            {t('consoleName')}
          </p>
          <span className="text-sm text-ink-muted">{operator.name}</span>
          <LanguageButton />
          <button
            type="button"
            className="inline-flex min-h-11 items-center rounded-pill border border-line px-3 text-sm font-semibold text-ink hover:bg-surface-alt"
            onClick={() => {
              void signOut().then(() => navigate(paths.opsLogin.path, { replace: true }));
            }}
          >
            {t('signOut')}
          </button>
        </div>
        <nav aria-label={t('navLabel')} className="mx-auto max-w-7xl px-4 pb-2">
          <ul className="flex flex-wrap gap-1">
            {desks.map((d) => (
              <li key={d.to}>
                <Link
                  to={d.to}
                  aria-current={pathname === d.to ? 'page' : undefined}
                  className={link(isActiveDesk(d.to, pathname))}
                >
                  {t(d.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="ops-main" tabIndex={-1} className="mx-auto max-w-7xl px-4 py-6">
        <Suspense
          fallback={
            <p role="status" className="text-sm text-ink-muted">
              {t('loading')}
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

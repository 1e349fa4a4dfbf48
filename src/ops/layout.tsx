/**
 * The console's frame: a bar with the desks the operator's roles open, the language switch and
 * sign-out, then the page. Wide tables first (1280 px); below 640 px the bar wraps and the
 * desks stack their cards.
 */
import { Suspense } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import type { Permission } from '@contract/ops';
import { paths } from '@/config/paths';
import { useLanguageChoice, useT } from '@/i18n/language-context';
import { opsMessages } from './messages';
import { useMe, useOpsSession } from './session';

// The KYC desk joins here (compliance, `kyc.read`) when the KYC tables arrive.
const DESKS: {
  to: string;
  label: 'navDashboard' | 'navWithdrawals' | 'navAudit' | 'navMe';
  needs: Permission | null;
}[] = [
  { to: paths.ops.path, label: 'navDashboard', needs: 'queues.read' },
  { to: paths.opsWithdrawals.path, label: 'navWithdrawals', needs: 'withdrawals.read' },
  { to: paths.opsAudit.path, label: 'navAudit', needs: 'audit.read' },
  { to: paths.opsMe.path, label: 'navMe', needs: null },
];

const link = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-pill px-3 text-sm font-semibold ${
    isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-surface-alt'
  }`;

export function OpsLayout() {
  const t = useT(opsMessages);
  const { operator } = useMe();
  const { signOut } = useOpsSession();
  const { language, choose } = useLanguageChoice();
  const navigate = useNavigate();
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
          <button
            type="button"
            lang={language === 'ar' ? 'en' : 'ar'}
            className="inline-flex min-h-11 items-center rounded-pill px-3 text-sm font-semibold text-ink hover:bg-surface-alt"
            onClick={() => {
              choose(language === 'ar' ? 'en' : 'ar');
            }}
          >
            {t('switchLanguage')}
          </button>
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
                <NavLink to={d.to} end className={link}>
                  {t(d.label)}
                </NavLink>
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

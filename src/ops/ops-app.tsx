/**
 * The operator console (DECISIONS 49; CONVENTIONS, Layout): a shell of its own beside the
 * member site, loaded only under `/ops`, with its own language, state and HTTP client. Each
 * desk is a further lazy chunk.
 */
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/language-context';
import { withActiveLanguage } from '@/i18n/with-language';
import { OpsLanguageProvider } from './language';
import { OpsLayout } from './layout';
import { opsMessages } from './messages';
import { OpsSessionProvider, useOpsSession } from './session';

const LoginPage = lazy(() => import('./pages/login-page'));
const SetupPage = lazy(() => import('./pages/setup-page'));
const DashboardPage = lazy(() => import('./pages/dashboard-page'));
const WithdrawalsPage = lazy(() => import('./pages/withdrawals-page'));
const KycQueuePage = lazy(() => import('./pages/kyc-queue-page'));
const KycSubmissionPage = lazy(() => import('./pages/kyc-submission-page'));
const AuditPage = lazy(() => import('./pages/audit-page'));
const MePage = lazy(() => import('./pages/me-page'));
// Desks with catalogues of their own: loaded in the active language before they render.
const LedgerPage = lazy(() => withActiveLanguage(import('./ledger/ledger-page')));
const CampaignsPage = lazy(() => withActiveLanguage(import('./campaigns/campaigns-page')));
const CountryRequestsPage = lazy(() =>
  withActiveLanguage(import('./country-requests/country-requests-page')),
);
const MembersPage = lazy(() => withActiveLanguage(import('./members/members-page')));
const MemberPage = lazy(() => withActiveLanguage(import('./members/member-page')));
const ReportsPage = lazy(() => withActiveLanguage(import('./reports/reports-page')));
const RidesPage = lazy(() => withActiveLanguage(import('./rides/rides-page')));

function Loading() {
  const t = useT(opsMessages);
  return (
    <div role="status" className="p-8 text-center text-sm text-ink-muted">
      {t('loading')}
    </div>
  );
}

/** Signed-in pages; anyone else goes to the console's sign-in, remembering where they were. */
function RequireOperator() {
  const { session } = useOpsSession();
  const location = useLocation();
  if (session.status === 'loading') return <Loading />;
  if (session.status === 'signedOut') {
    return (
      <Navigate
        to={paths.opsLogin.path}
        replace
        state={{ from: `${location.pathname}${location.search}`, ended: session.ended }}
      />
    );
  }
  return <OpsLayout />;
}

// Route objects (not <Routes>): the member site already ships the router's object form, so the
// console adds nothing to its entry chunk.
const ROUTES: RouteObject[] = [
  { path: paths.opsLogin.path, element: <LoginPage /> },
  { path: paths.opsSetup.path, element: <SetupPage /> },
  {
    element: <RequireOperator />,
    children: [
      { path: paths.ops.path, element: <DashboardPage /> },
      { path: paths.opsWithdrawals.path, element: <WithdrawalsPage /> },
      { path: paths.opsKyc.path, element: <KycQueuePage /> },
      { path: paths.opsKycSubmission.path, element: <KycSubmissionPage /> },
      { path: paths.opsCampaigns.path, element: <CampaignsPage /> },
      { path: paths.opsCountryRequests.path, element: <CountryRequestsPage /> },
      { path: paths.opsLedger.path, element: <LedgerPage /> },
      { path: paths.opsMembers.path, element: <MembersPage /> },
      { path: paths.opsMember.path, element: <MemberPage /> },
      { path: paths.opsReports.path, element: <ReportsPage /> },
      { path: paths.opsRides.path, element: <RidesPage /> },
      { path: paths.opsAudit.path, element: <AuditPage /> },
      { path: paths.opsMe.path, element: <MePage /> },
      { path: '*', element: <Navigate to={paths.ops.path} replace /> },
    ],
  },
];

function OpsRoutes() {
  return useRoutes(ROUTES);
}

export default function OpsApp() {
  return (
    <OpsLanguageProvider>
      <OpsSessionProvider>
        <Suspense fallback={<Loading />}>
          <OpsRoutes />
        </Suspense>
      </OpsSessionProvider>
    </OpsLanguageProvider>
  );
}

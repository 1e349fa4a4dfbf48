/** The route table of spec section 2, in one place. Member pages are lazy-loaded. */
import { lazy, Suspense } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { isOpsPath, paths } from '@/config/paths';
import HomePage from '@/features/marketing/pages/home-page';
import { ARABIC_PREFIX } from '@/i18n/language-paths';
import { ForgotPasswordGate, GuestOnly, HomeRedirect, RequireAuth } from './guards';
import { LanguageProvider } from './language-provider';
import { lazyPage, type LazyPage } from './lazy-page';
import { PageHydrated } from '@/lib/hydrated-event';
import { PageFallback } from './layout/page-fallback';
import { RootLayout } from './layout/root-layout';

// PageHydrated sits inside each page's boundary: it fires once that page is React's, which for a
// prerendered page is when the loader may send a form it held (scripts/prerender-html.ts).
const page = (Page: LazyPage) => (
  <Suspense fallback={<PageFallback />}>
    <Page />
    <PageHydrated />
  </Suspense>
);
/** A lazy page's route, carrying its preload for `preloadRoute`. */
const lazyRoute = (path: string, Page: LazyPage, wrap = page): RouteObject => ({
  path,
  element: wrap(Page),
  handle: { preload: Page.preload },
});
const member = (Page: LazyPage) => <RequireAuth>{page(Page)}</RequireAuth>;
const guestOnly = (Page: LazyPage) => <GuestOnly>{page(Page)}</GuestOnly>;

const AboutPage = lazyPage(() => import('@/features/marketing/pages/about-page'));
const ServicesPage = lazyPage(() => import('@/features/marketing/pages/services-page'));
const TeamPage = lazyPage(() => import('@/features/marketing/pages/team-page'));
const ContactPage = lazyPage(() => import('@/features/marketing/pages/contact-page'));
const FaqPage = lazyPage(() => import('@/features/marketing/pages/faq-page'));
const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'));
const SignupPage = lazyPage(() => import('@/features/auth/pages/signup-page'));
const ForgotPasswordPage = lazyPage(() => import('@/features/auth/pages/forgot-password-page'));
const ResetPasswordPage = lazyPage(() => import('@/features/auth/pages/reset-password-page'));
const ProfilePage = lazyPage(() => import('@/features/profile/profile-page'));
const MlmPage = lazyPage(() => import('@/features/mlm/mlm-page'));
const TreePage = lazyPage(() => import('@/features/tree/tree-page'));
const DdrPage = lazyPage(() => import('@/features/rewards/ddr/ddr-page'));
const CrrPage = lazyPage(() => import('@/features/rewards/crr/crr-page'));
const BbrPage = lazyPage(() => import('@/features/rewards/bbr/bbr-page'));
const HlrPage = lazyPage(() => import('@/features/rewards/hlr/hlr-page'));
const RegionalPage = lazyPage(() => import('@/features/rewards/regional/regional-page'));
const StatementPage = lazyPage(() => import('@/features/wallet/statement-page'));
const KycPage = lazyPage(() => import('@/features/kyc/kyc-page'));
const TermsPage = lazyPage(() => import('@/features/legal/terms-page'));
const PrivacyPage = lazyPage(() => import('@/features/legal/privacy-page'));

/** The public and auth pages, at their English path and their Arabic twin (DECISIONS 38). */
const twinned = (prefix: string): RouteObject[] => {
  const at = (path: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`);
  return [
    {
      path: at(paths.home.path),
      element: (
        <>
          <HomePage />
          <PageHydrated />
        </>
      ),
    },
    lazyRoute(at(paths.about.path), AboutPage),
    lazyRoute(at(paths.services.path), ServicesPage),
    lazyRoute(at(paths.team.path), TeamPage),
    lazyRoute(at(paths.contact.path), ContactPage),
    lazyRoute(at(paths.faqs.path), FaqPage),
    lazyRoute(at(paths.faq.path), FaqPage),
    lazyRoute(at(paths.login.path), LoginPage, guestOnly),
    lazyRoute(at(paths.signup.path), SignupPage, guestOnly),
    lazyRoute(at(paths.forgotPassword.path), ForgotPasswordPage, (Page) => (
      <ForgotPasswordGate>{page(Page)}</ForgotPasswordGate>
    )),
    lazyRoute(at(paths.resetPassword.path), ResetPasswordPage),
    lazyRoute(at(paths.terms.path), TermsPage),
    lazyRoute(at(paths.privacy.path), PrivacyPage),
  ];
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...twinned(''),
      ...twinned(ARABIC_PREFIX),
      lazyRoute(paths.profile.path, ProfilePage, member),
      lazyRoute(paths.mlm.path, MlmPage, member),
      lazyRoute(paths.ddr.path, DdrPage, member),
      lazyRoute(paths.crr.path, CrrPage, member),
      lazyRoute(paths.bbr.path, BbrPage, member),
      lazyRoute(paths.hlr.path, HlrPage, member),
      lazyRoute(paths.regional.path, RegionalPage, member),
      lazyRoute(paths.tree.path, TreePage, member),
      lazyRoute(paths.walletStatement.path, StatementPage, member),
      lazyRoute(paths.userTree.path, TreePage, member),
      lazyRoute(paths.kyc.path, KycPage, member),
      { path: '*', element: <HomeRedirect /> },
    ],
  },
];

// The operator console (DECISIONS 49): a shell of its own, fetched only under /ops, outside the
// member site's language rules and layout.
const OpsConsole = lazy(() => import('@/ops/ops-app'));

function SiteRoutes() {
  return <LanguageProvider>{useRoutes(routes)}</LanguageProvider>;
}

/** The route table under the app's router (a <BrowserRouter>, or the prerender's <StaticRouter>). */
export function AppRoutes() {
  const { pathname } = useLocation();
  if (isOpsPath(pathname)) {
    return (
      <Suspense fallback={<PageFallback />}>
        <OpsConsole />
      </Suspense>
    );
  }
  return <SiteRoutes />;
}

/** Loads the lazy page a path shows, so a prerendered page hydrates without suspending. */
export async function preloadRoute(pathname: string): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as { preload?: () => Promise<void> } | undefined;
    if (handle?.preload) loads.push(handle.preload());
  }
  await Promise.all(loads);
}

/** The route table of spec section 2, in one place. Member pages are lazy-loaded. */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import HomePage from '@/features/marketing/pages/home-page';
import { ForgotPasswordGate, RequireAuth } from './guards';
import { PageFallback } from './layout/page-fallback';
import { RootLayout } from './layout/root-layout';

const page = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<PageFallback />}>
    <Page />
  </Suspense>
);
const member = (Page: LazyExoticComponent<ComponentType>) => (
  <RequireAuth>{page(Page)}</RequireAuth>
);

const AboutPage = lazy(() => import('@/features/marketing/pages/about-page'));
const ServicesPage = lazy(() => import('@/features/marketing/pages/services-page'));
const TeamPage = lazy(() => import('@/features/marketing/pages/team-page'));
const ContactPage = lazy(() => import('@/features/marketing/pages/contact-page'));
const FaqPage = lazy(() => import('@/features/marketing/pages/faq-page'));
const LoginPage = lazy(() => import('@/features/auth/pages/login-page'));
const SignupPage = lazy(() => import('@/features/auth/pages/signup-page'));
const ForgotPasswordPage = lazy(() => import('@/features/auth/pages/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('@/features/auth/pages/reset-password-page'));
const ProfilePage = lazy(() => import('@/features/profile/profile-page'));
const MlmPage = lazy(() => import('@/features/mlm/mlm-page'));
const TreePage = lazy(() => import('@/features/tree/tree-page'));
const DdrPage = lazy(() => import('@/features/rewards/ddr/ddr-page'));
const CrrPage = lazy(() => import('@/features/rewards/crr/crr-page'));
const BbrPage = lazy(() => import('@/features/rewards/bbr/bbr-page'));
const HlrPage = lazy(() => import('@/features/rewards/hlr/hlr-page'));
const RegionalPage = lazy(() => import('@/features/rewards/regional/regional-page'));
const StatementPage = lazy(() => import('@/features/wallet/statement-page'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home.path, element: <HomePage /> },
      { path: paths.about.path, element: page(AboutPage) },
      { path: paths.services.path, element: page(ServicesPage) },
      { path: paths.team.path, element: page(TeamPage) },
      { path: paths.contact.path, element: page(ContactPage) },
      { path: paths.faqs.path, element: page(FaqPage) },
      { path: paths.faq.path, element: page(FaqPage) },
      { path: paths.login.path, element: page(LoginPage) },
      { path: paths.signup.path, element: page(SignupPage) },
      {
        path: paths.forgotPassword.path,
        element: <ForgotPasswordGate>{page(ForgotPasswordPage)}</ForgotPasswordGate>,
      },
      { path: paths.resetPassword.path, element: page(ResetPasswordPage) },
      { path: paths.profile.path, element: member(ProfilePage) },
      { path: paths.mlm.path, element: member(MlmPage) },
      { path: paths.ddr.path, element: member(DdrPage) },
      { path: paths.crr.path, element: member(CrrPage) },
      { path: paths.bbr.path, element: member(BbrPage) },
      { path: paths.hlr.path, element: member(HlrPage) },
      { path: paths.regional.path, element: member(RegionalPage) },
      { path: paths.tree.path, element: member(TreePage) },
      { path: paths.walletStatement.path, element: member(StatementPage) },
      { path: paths.userTree.path, element: member(TreePage) },
      { path: '*', element: <Navigate to={paths.home.path} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths, type ReturnState } from '@/config/paths';
import { returnTarget } from '@/lib/return-path';
import { getSignupEmail } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { useLanguage } from '@/i18n/language-context';
import { localizedPath } from '@/i18n/language-paths';
import { useAppSelector } from './hooks';

/**
 * Member routes: signed-out visitors go to /login (spec section 2), which sends them back here,
 * query and hash included, once they have logged in (DECISIONS 32).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthenticated = useAppSelector((s) => s.auth.isAuthenticated);
  // An Arabic reader goes to /ar/login (DECISIONS 38).
  const language = useLanguage();
  const { pathname, search, hash } = useLocation();
  if (!isAuthenticated) {
    const state: ReturnState = { from: `${pathname}${search}${hash}` };
    return <Navigate to={localizedPath(language, paths.login.path)} replace state={state} />;
  }
  return children;
}

/**
 * /login and /signup (both languages): a signed-in member goes on to a valid `returnTo`, else
 * to /profile (DECISIONS 47), replacing the door in the history so Back does not show it again.
 * A prerendered door hydrates signed out (src/app/app.tsx), so this waits for the session to be
 * read and hydration is not disturbed.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const isAuthenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const location = useLocation();
  if (isAuthenticated) {
    const to = returnTarget(location.state as unknown, location.search) ?? paths.profile.path;
    return <Navigate to={to} replace />;
  }
  return children;
}

/** /forgot-password goes to /reset-password while a signup email is held in state or storage. */
export function ForgotPasswordGate({ children }: { children: ReactNode }) {
  const signupEmail = useAppSelector((s) => s.auth.signupEmail);
  const language = useLanguage();
  // Storage is read once hydrated: the prerendered page is the one without a held email.
  const hydrated = useHydrated();
  if (signupEmail || (hydrated && getSignupEmail()))
    return <Navigate to={localizedPath(language, paths.resetPassword.path)} replace />;
  return children;
}

/** Unknown paths go home (spec section 2), to the Arabic home for an Arabic reader. */
export function HomeRedirect() {
  const language = useLanguage();
  return <Navigate to={localizedPath(language, paths.home.path)} replace />;
}

import { Outlet, useLocation } from 'react-router-dom';
import { isAuthPage } from '@/config/paths';
import { useT } from '@/i18n/language-context';
import { layoutMessages } from './messages';
import { ConsentGate } from './consent-gate';
import { FontUpgrade } from './font-upgrade';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { ScrollManager } from './scroll-manager';

/** Whether a path shows the navbar and footer (hidden on the auth pages, spec section 2). */
export function showsChrome(pathname: string): boolean {
  return !isAuthPage(pathname);
}

/** Navbar and footer around every page except the auth pages, plus a skip link. */
export function RootLayout() {
  const { pathname } = useLocation();
  const chrome = showsChrome(pathname);
  const t = useT(layoutMessages);
  return (
    <div className="flex min-h-screen flex-col">
      {chrome && (
        <a
          href="#content"
          className="sr-only z-50 rounded-pill bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
        >
          {t('skipToContent')}
        </a>
      )}
      {chrome && <Navbar />}
      {chrome && <ConsentGate />}
      {/* The skip target; pages render their own <main> inside it. */}
      <div id="content" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </div>
      {chrome && <Footer />}
      <ScrollManager />
      <FontUpgrade />
    </div>
  );
}

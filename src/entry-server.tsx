/**
 * The prerender's entry (built by `vite build --ssr`, run by scripts/prerender.ts): renders a
 * public page signed out, with the same route table and components as the browser, and reports
 * the title and description the page sets.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppShell } from '@/app/app';
import { AppRoutes, preloadRoute } from '@/app/router';
import { makeStore } from '@/app/store';
import { PageHeadContext, type PageHead } from '@/components/ui/page-head';
import { signedOutAuthState } from '@/features/auth/auth-slice';
import { activateLanguage, loadLanguage } from '@/i18n/catalogue';
import { languageOfPath } from '@/i18n/language-paths';

export {
  localePath,
  PRERENDER_LOCALES,
  PUBLIC_ORIGIN_TOKEN,
  PUBLIC_PAGES,
  OG_IMAGE,
} from '@/config/public-pages';
export { company } from '@/content/company';

export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  head: PageHead;
}

/**
 * Renders one path to HTML. The route's lazy page is loaded first, so `renderToString` renders
 * it in place (a streaming prerender would outline large boundaries behind an inline script,
 * which the CSP forbids).
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  await preloadRoute(url);
  // The address fixes a public page's language (`/ar/...` is Arabic, DECISIONS 38).
  const language = languageOfPath(url) ?? 'en';
  await loadLanguage(language);
  activateLanguage(language);
  const store = makeStore({ auth: signedOutAuthState() });
  let head: PageHead = {};
  const report = (reported: PageHead) => {
    head = reported;
  };
  const html = renderToString(
    <StrictMode>
      <PageHeadContext value={report}>
        <AppShell store={store}>
          {/* The same tree as the browser's <BrowserRouter>, so hydration (and useId) line up. */}
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppShell>
      </PageHeadContext>
    </StrictMode>,
  );
  // A boundary left to the client (`<!--$!-->`) or pending (`<!--$?-->`) would not be content.
  if (/<!--\$[!?]-->/.test(html)) throw new Error(`${url} suspended while prerendering`);
  // The CSP allows no inline script (docs/architecture.md).
  if (html.includes('<script')) throw new Error(`${url} rendered an inline script`);
  return { html, head };
}

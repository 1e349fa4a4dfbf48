import type { Page } from '@playwright/test';

/**
 * Collects what should never happen on a page: console errors, uncaught exceptions and CSP
 * violations (the last through the `securitypolicyviolation` event, which Chromium also fires
 * for report-only policies). Call before the first navigation; read `problems()` at the end.
 * `warnings`: console warnings count too (React reports hydration mismatches as errors and
 * some of its other complaints as warnings).
 */
export async function watchPageHealth(page: Page, { warnings = false } = {}) {
  const problems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || (warnings && type === 'warning'))
      problems.push(`console ${type}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.exposeFunction('__reportCsp', (text: string) => problems.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return { problems: () => [...problems] };
}

/** Public routes of spec section 2 that show the navbar and footer. */
export const SITE_ROUTES = ['/', '/about', '/services', '/team', '/contact', '/faqs', '/faq'];
/** Public routes without the navbar and footer. */
export const AUTH_ROUTES = ['/login', '/signup', '/forgot-password', '/reset-password'];
/** Member routes: signed-out visitors go to /login. */
export const MEMBER_ROUTES = [
  '/mlm',
  '/ddr',
  '/crr',
  '/bbr',
  '/hlr',
  '/RegionalAmbassador',
  '/tree',
  '/user-tree/abc123',
  '/profile',
];

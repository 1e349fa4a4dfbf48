/**
 * The public pages prerendered at build time (scripts/prerender.ts), listed in sitemap.xml and
 * served as their own HTML by the server. Each locale but English lives under `/<locale>`
 * (DECISIONS 38): `/ar`, `/ar/about`, ... `/ar/reset-password` are prerendered in Arabic.
 */
import { paths } from './paths';

export type PrerenderLocale = 'en' | 'ar';
export const PRERENDER_LOCALES: readonly PrerenderLocale[] = ['en', 'ar'];

export interface PublicPage {
  path: string;
  /** The address search engines should index, when it is another page's (`/faq` is `/faqs`). */
  canonical?: string;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: paths.home.path },
  { path: paths.about.path },
  { path: paths.services.path },
  { path: paths.team.path },
  { path: paths.contact.path },
  { path: paths.faqs.path },
  { path: paths.faq.path, canonical: paths.faqs.path },
  { path: paths.login.path },
  { path: paths.signup.path },
  { path: paths.forgotPassword.path },
  { path: paths.resetPassword.path },
  { path: paths.terms.path },
  { path: paths.privacy.path },
];

/** A page's address in a locale: English at the root, the others under their prefix. */
export function localePath(locale: PrerenderLocale, pagePath: string): string {
  if (locale === 'en') return pagePath;
  return pagePath === '/' ? `/${locale}` : `/${locale}${pagePath}`;
}

/** Written into prerendered HTML, robots.txt and sitemap.xml; the server puts PUBLIC_URL there. */
export const PUBLIC_ORIGIN_TOKEN = '__RIHLA_PUBLIC_ORIGIN__';

/** Our own 1200x630 sharing card (public/og-image.png, drawn by scripts/og-image.ts). */
export const OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

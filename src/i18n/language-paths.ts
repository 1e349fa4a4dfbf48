/**
 * Which pages have an Arabic address (DECISIONS 38): the public and auth pages live under `/ar`
 * (`/ar`, `/ar/about`, ... `/ar/login`); member pages keep one path in both languages.
 */
import type { Language } from '@contract/language';
import { paths } from '@/config/paths';

export const ARABIC_PREFIX = '/ar';

/** The pages with a twin under `/ar`, by their English path. */
export const TWINNED_PATHS: readonly string[] = [
  paths.home.path,
  paths.about.path,
  paths.services.path,
  paths.team.path,
  paths.contact.path,
  paths.faqs.path,
  paths.faq.path,
  paths.login.path,
  paths.signup.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
];

const trimmed = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;

/** `/ar/about` → `/about`; a path without the prefix as it is. */
export function withoutLanguage(pathname: string): string {
  const path = trimmed(pathname);
  if (path.toLowerCase() === ARABIC_PREFIX) return '/';
  if (path.toLowerCase().startsWith(`${ARABIC_PREFIX}/`)) return path.slice(ARABIC_PREFIX.length);
  return path;
}

const isTwinned = (path: string) => TWINNED_PATHS.includes(trimmed(path).toLowerCase());

/**
 * The language an address fixes: Arabic under `/ar`, English on a twinned page's English path,
 * null elsewhere (member pages follow the saved choice).
 */
export function languageOfPath(pathname: string): Language | null {
  const path = trimmed(pathname).toLowerCase();
  if (path === ARABIC_PREFIX || path.startsWith(`${ARABIC_PREFIX}/`)) return 'ar';
  return isTwinned(path) ? 'en' : null;
}

/**
 * A link target in a language: a twinned page gets its `/ar` address in Arabic; anything else
 * (member pages, search and hash kept) is returned as it is.
 */
export function localizedPath(language: Language, to: string): string {
  const match = /^([^?#]*)(.*)$/.exec(to);
  const pathname = match?.[1] ?? to;
  const rest = match?.[2] ?? '';
  const base = withoutLanguage(pathname || '/');
  if (!isTwinned(base)) return to;
  if (language === 'en') return `${base}${rest}`;
  return `${base === '/' ? ARABIC_PREFIX : `${ARABIC_PREFIX}${base}`}${rest}`;
}

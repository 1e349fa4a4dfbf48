/**
 * The product's languages (DECISIONS 38). English is the source and keeps the spec's words;
 * Arabic is a full translation. The same two values are the local storage key `language`, the
 * member's `language` field and what the SPA sends as `Accept-Language`.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ar';

/** Right to left for Arabic. */
export const directionOf = (language: Language): 'ltr' | 'rtl' =>
  language === 'ar' ? 'rtl' : 'ltr';

/**
 * The `Intl` locale of a language: the UAE's conventions, with Latin digits in Arabic too
 * (UAE apps show 0-9; DECISIONS 38).
 */
export const intlLocaleOf = (language: Language): string =>
  language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE';

/**
 * The first of our languages an `Accept-Language` header (or `navigator.languages`) asks for,
 * by weight; null when it names neither.
 */
export function languageFromAccept(header: string | readonly string[] | null | undefined) {
  if (!header) return null;
  const parts = typeof header === 'string' ? header.split(',') : header;
  const ranked = parts
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0], weight, index };
    })
    .filter((entry) => Number.isFinite(entry.weight) && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const found = ranked.find((entry) => isLanguage(entry.base));
  return found ? (found.base as Language) : null;
}

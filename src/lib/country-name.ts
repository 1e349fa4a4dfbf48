/**
 * Country names in the reader's language (issue 15). The product stores English names ('UAE',
 * 'India'); an Arabic reader sees the Arabic name from the browser's own region data
 * (`Intl.DisplayNames`), so neither a list of names nor of codes ships with the page.
 */
import type { Language } from '@contract/language';

// The product's own short spellings (DECISIONS 12) beside the English region names.
const ALIASES: Record<string, string> = { uae: 'AE', uk: 'GB', usa: 'US', us: 'US', ksa: 'SA' };

const displays = new Map<Language, Intl.DisplayNames>();
const display = (language: Language) => {
  let found = displays.get(language);
  if (!found) {
    found = new Intl.DisplayNames([language], { type: 'region' });
    displays.set(language, found);
  }
  return found;
};

let codes: Map<string, string> | null = null;

/** The ISO code of a country named in English (or the product's alias), or null. */
export function countryCode(name: string): string | null {
  if (!codes) {
    // Every two-letter pair the browser can name (unassigned ones come back as the code itself).
    const english = display('en');
    codes = new Map(Object.entries(ALIASES));
    for (let first = 65; first <= 90; first += 1)
      for (let second = 65; second <= 90; second += 1) {
        const code = String.fromCharCode(first, second);
        const named = english.of(code);
        if (named && named !== code && !codes.has(named.toLowerCase()))
          codes.set(named.toLowerCase(), code);
      }
  }
  return codes.get(name.trim().toLowerCase()) ?? null;
}

/** The name of a region code in a language. */
export const regionName = (code: string, language: Language): string =>
  display(language).of(code) ?? code;

/** A stored (English) country name as the reader reads it; unknown names stay as sent. */
export function countryName(name: string, language: Language): string {
  if (language === 'en') return name;
  const code = countryCode(name);
  return code ? regionName(code, language) : name;
}

/**
 * Nationalities for the passport: every ISO 3166 country the browser can name, in the reader's
 * language and sorted in its order. Built from `Intl.DisplayNames`, so no list ships with the page.
 */
import { isCountryCode } from '@contract/kyc';
import type { Language } from '@contract/language';

export interface Nationality {
  code: string;
  name: string;
}

const cache = new Map<Language, Nationality[]>();

export function nationalities(language: Language): Nationality[] {
  const found = cache.get(language);
  if (found) return found;
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  const list: Nationality[] = [];
  for (let a = 65; a <= 90; a += 1)
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      if (!isCountryCode(code)) continue;
      const name = names.of(code);
      if (name && name !== code) list.push({ code, name });
    }
  const collator = new Intl.Collator(language);
  list.sort((x, y) => collator.compare(x.name, y.name));
  cache.set(language, list);
  return list;
}

/** The active language in React, and the hooks every component uses for its words. */
import { createContext, use, useCallback } from 'react';
import type { Language } from '@contract/language';
import {
  activeLanguage,
  translate,
  type Catalogue,
  type Namespace,
  type Values,
} from './catalogue';
import { localizedPath } from './language-paths';

export interface LanguageChoice {
  /** The language the page shows (its catalogues are loaded). */
  language: Language;
  /** Switches language: saves the choice and, on a page with an `/ar` twin, goes there. */
  choose: (language: Language) => void;
}

/** Outside the app's provider (component tests), the active language is the catalogue's. */
export const LanguageContext = createContext<LanguageChoice>({
  get language() {
    return activeLanguage();
  },
  choose: () => undefined,
});

export const useLanguage = (): Language => use(LanguageContext).language;
export const useLanguageChoice = (): LanguageChoice => use(LanguageContext);

export type Translate<C extends Catalogue> = (id: keyof C & string, values?: Values) => string;

/** The words of a namespace in the active language: `const t = useT(walletMessages)`. */
export function useT<C extends Catalogue>(namespace: Namespace<C>): Translate<C> {
  const language = useLanguage();
  // `language` is a dependency so a switch hands components a new `t` and they re-render.
  return useCallback<Translate<C>>(
    (id, values) => translate(namespace, id, values),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
    [namespace, language],
  );
}

/** Link targets in the active language (`/about` → `/ar/about` in Arabic). */
export function useLocalizedPath(): (to: string) => string {
  const language = useLanguage();
  return useCallback((to: string) => localizedPath(language, to), [language]);
}

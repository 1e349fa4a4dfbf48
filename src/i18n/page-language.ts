import { DEFAULT_LANGUAGE, type Language } from '@contract/language';
import { languageOfPath } from './language-paths';
import { browserLanguage, readAccountLanguage, readStoredLanguage } from './stored-language';

/**
 * The language a page shows (DECISIONS 38): the address decides on public and auth pages; member
 * pages follow the saved choice, then the member's account, then the browser's language.
 */
export function pageLanguage(pathname: string, accountLanguage?: Language | null): Language {
  return (
    languageOfPath(pathname) ??
    readStoredLanguage() ??
    accountLanguage ??
    readAccountLanguage() ??
    browserLanguage() ??
    DEFAULT_LANGUAGE
  );
}

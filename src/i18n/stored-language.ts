/** The language a visitor chose (local storage `language`) and what the browser asks for. */
import { isLanguage, languageFromAccept, type Language } from '@contract/language';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export function readStoredLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, language);
  } catch {
    // Storage can be off (private mode); the choice then lasts for this page only.
  }
}

/** The stored member's account language, read before the store exists (first paint). */
export function readAccountLanguage(): Language | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    const language: unknown = raw ? (JSON.parse(raw) as { language?: unknown }).language : null;
    return isLanguage(language) ? language : null;
  } catch {
    return null;
  }
}

export function browserLanguage(): Language | null {
  if (typeof navigator === 'undefined') return null;
  return languageFromAccept(
    navigator.languages.length ? navigator.languages : [navigator.language],
  );
}

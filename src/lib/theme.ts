/**
 * The light/dark theme of spec section 2: stored in local storage as `theme` ('light' or 'dark',
 * default light) and applied as the `dark` class on <html>. public/theme-init.js applies the
 * stored value before first paint; this module keeps it in step afterwards.
 */
import { STORAGE_KEYS } from './storage-keys';

export type Theme = 'light' | 'dark';

export function getStoredTheme(): Theme {
  try {
    return localStorage.getItem(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

export function saveTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEYS.theme, theme);
  } catch {
    // Storage blocked (private mode): the choice lasts for this page only.
  }
  applyTheme(theme);
}

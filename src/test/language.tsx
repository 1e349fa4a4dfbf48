/** Test-only: the app's language rules (saved choice, account, `<html lang dir>`) around a page. */
export { LanguageProvider } from '@/app/language-provider';

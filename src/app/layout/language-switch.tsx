/** The language switch lives with the shared UI, so the auth pages (a feature) can place it too. */
export { LanguageSwitch } from '@/components/ui/language-switch';

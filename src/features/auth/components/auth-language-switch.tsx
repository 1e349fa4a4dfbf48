import { Languages } from 'lucide-react';
import type { Language } from '@contract/language';
import { useLanguageChoice } from '@/i18n/language-context';

/** Each language named in itself, so a reader finds their own whichever page they are on. */
const NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/**
 * The auth pages' language switch (issue 15): they have no navbar, so the switch sits in their
 * own header. It offers the other language; on /login that means /ar/login and back.
 */
export function AuthLanguageSwitch() {
  const { language, choose } = useLanguageChoice();
  const other: Language = language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      lang={other}
      onClick={() => {
        choose(other);
      }}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:ring-3 focus-visible:ring-brand-500/40 focus-visible:outline-none dark:text-brand-100 dark:hover:bg-brand-900/40"
    >
      <Languages aria-hidden="true" className="size-4.5" />
      <span>{NAMES[other]}</span>
    </button>
  );
}

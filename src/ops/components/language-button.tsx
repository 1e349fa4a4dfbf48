import { useLanguageChoice, useT } from '@/i18n/language-context';
import { opsMessages } from '../messages';

/** Switches the console's language; named in the language it leads to. */
export function LanguageButton() {
  const t = useT(opsMessages);
  const { language, choose } = useLanguageChoice();
  const other = language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      lang={other}
      className="inline-flex min-h-11 items-center rounded-pill px-3 text-sm font-semibold text-ink hover:bg-surface-alt"
      onClick={() => {
        choose(other);
      }}
    >
      {t('switchLanguage')}
    </button>
  );
}

import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Languages } from 'lucide-react';
import type { Language } from '@contract/language';
import { useLanguageChoice, useT } from '@/i18n/language-context';
import { languageOfPath, localizedPath } from '@/i18n/language-paths';
import { uiMessages } from './messages';

const base =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-pill font-semibold transition-colors duration-quick';
const tones = {
  // The navbar and the auth pages' header: quiet, beside the theme toggle.
  bar: 'px-3 text-sm text-ink-muted hover:bg-surface-alt hover:text-ink',
  // The mobile menu: a full row, like its links.
  menu: 'w-full justify-start px-3 py-3 text-base text-ink hover:bg-surface-alt',
} as const;

/**
 * The language switch (issue 15, DECISIONS 38), for the navbar, the mobile menu and the auth
 * pages (shared, so features may place it), named in the language it leads to ('العربية' on
 * an English page, 'English' on an Arabic one), with that `lang` so screen readers pronounce it.
 * On a public or auth page it is a real link to the page's twin (it works before hydration and
 * shows where it goes); a click also saves the choice. On member pages, which keep one address
 * in both languages, it is a button that saves the choice and re-renders the page.
 */
export function LanguageSwitch({
  variant = 'bar',
  className = '',
}: {
  variant?: keyof typeof tones;
  className?: string;
}) {
  const { language, choose } = useLanguageChoice();
  const t = useT(uiMessages);
  const { pathname } = useLocation();
  const other: Language = language === 'ar' ? 'en' : 'ar';
  const classes = `${base} ${tones[variant]} ${className}`;
  const content = (
    <>
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <span>{t('languageSwitchTo')}</span>
    </>
  );

  if (!languageOfPath(pathname)) {
    return (
      <button
        type="button"
        lang={other}
        onClick={() => {
          choose(other);
        }}
        className={classes}
      >
        {content}
      </button>
    );
  }

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle click) just opens the twin's address.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    choose(other);
  };
  return (
    <a
      // The path only: the prerendered HTML has no query or hash, so hydration matches.
      href={localizedPath(other, pathname)}
      hrefLang={other}
      lang={other}
      onClick={onClick}
      className={classes}
    >
      {content}
    </a>
  );
}

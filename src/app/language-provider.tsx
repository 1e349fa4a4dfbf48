/**
 * Keeps the page's language (DECISIONS 38): the address on public and auth pages, the saved
 * choice on member pages. A new language's catalogues load before the page switches, so nothing
 * renders half translated; `<html lang dir>` follows.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { directionOf, isLanguage, type Language } from '@contract/language';
import { activateLanguage, activeLanguage, loadLanguage } from '@/i18n/catalogue';
import { LanguageContext, type LanguageChoice } from '@/i18n/language-context';
import { languageOfPath, localizedPath } from '@/i18n/language-paths';
import { pageLanguage } from '@/i18n/page-language';
import { storeLanguage } from '@/i18n/stored-language';
import { userUpdated } from '@/features/auth/auth-slice';
import { useAppDispatch, useAppSelector, useAppStore } from './hooks';

export function LanguageProvider({
  children,
  onChoose,
}: {
  children: ReactNode;
  /** Called after a visitor picks a language (e.g. to save it on the member's account). */
  onChoose?: (language: Language) => void;
}) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const account = useAppSelector((s) => s.auth.user?.language);
  // Bumped when a choice is saved, so the member-page rule reads storage again.
  const [choice, setChoice] = useState(0);
  const wanted = useMemo(
    () => pageLanguage(pathname, isLanguage(account) ? account : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `choice` re-reads storage
    [pathname, account, choice],
  );
  const [language, setLanguage] = useState<Language>(activeLanguage);
  const store = useAppStore();
  const dispatch = useAppDispatch();

  /** A signed-in member's choice is saved on the account too, so the e-mails follow it. */
  const saveOnAccount = useCallback(
    (next: Language) => {
      const { auth } = store.getState();
      if (!auth.isAuthenticated || !auth.user || auth.user.language === next) return;
      void import('@/features/profile/api')
        .then(({ updateProfile }) => updateProfile({ language: next }))
        .then(({ user }) => dispatch(userUpdated(user)))
        // The choice stands on this device; the account keeps its language until the next try.
        .catch(() => undefined);
    },
    [store, dispatch],
  );

  useEffect(() => {
    if (wanted === language) return;
    let current = true;
    void loadLanguage(wanted).then(() => {
      if (!current) return;
      activateLanguage(wanted);
      setLanguage(wanted);
    });
    return () => {
      current = false;
    };
  }, [wanted, language]);

  useEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = directionOf(language);
  }, [language]);

  const choose = useCallback(
    (next: Language) => {
      storeLanguage(next);
      setChoice((n) => n + 1);
      const here = `${pathname}${search}${hash}`;
      if (languageOfPath(pathname)) {
        const twin = localizedPath(next, here);
        if (twin !== here) void navigate(twin);
      }
      saveOnAccount(next);
      onChoose?.(next);
    },
    [pathname, search, hash, navigate, onChoose, saveOnAccount],
  );

  const value = useMemo<LanguageChoice>(() => ({ language, choose }), [language, choose]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

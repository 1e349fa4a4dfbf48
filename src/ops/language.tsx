/**
 * The console's language: its own saved choice (`ops_language`, else the browser's), apart from
 * the member area's, so switching here never changes a member's setting or account. Catalogues
 * load before the switch; `<html lang dir>` follows.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { directionOf, isLanguage, type Language } from '@contract/language';
import { activateLanguage, activeLanguage, loadLanguage } from '@/i18n/catalogue';
import { LanguageContext, type LanguageChoice } from '@/i18n/language-context';
import { browserLanguage } from '@/i18n/stored-language';

const KEY = 'ops_language';

function stored(): Language {
  try {
    const v = localStorage.getItem(KEY);
    return isLanguage(v) ? v : (browserLanguage() ?? 'en');
  } catch {
    return browserLanguage() ?? 'en';
  }
}

export function OpsLanguageProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState<Language>(stored);
  const [language, setLanguage] = useState<Language | null>(() =>
    activeLanguage() === wanted ? wanted : null,
  );

  useEffect(() => {
    let current = true;
    void loadLanguage(wanted).then(() => {
      if (!current) return;
      activateLanguage(wanted);
      setLanguage(wanted);
    });
    return () => {
      current = false;
    };
  }, [wanted]);

  useEffect(() => {
    if (!language) return;
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [language]);

  const choose = useCallback((next: Language) => {
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // A private window may refuse storage: the switch still applies to this visit.
    }
    setWanted(next);
  }, []);

  const value = useMemo<LanguageChoice | null>(
    () => (language ? { language, choose } : null),
    [language, choose],
  );
  if (!value) return null;
  return <LanguageContext value={value}>{children}</LanguageContext>;
}

/**
 * The app's language rule for the auth tests, in small (features may not import the app's
 * provider): the address decides, catalogues load before the switch, and `choose` goes to the
 * page's twin, as DECISIONS 38 says the app does.
 */
import { useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { directionOf, type Language } from '@contract/language';
import { activateLanguage, activeLanguage, loadLanguage } from '@/i18n/catalogue';
import { LanguageContext, type LanguageChoice } from '@/i18n/language-context';
import { languageOfPath, localizedPath } from '@/i18n/language-paths';

export function AddressLanguage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const wanted = languageOfPath(pathname) ?? 'en';
  const [language, setLanguage] = useState<Language>(activeLanguage);

  useEffect(() => {
    let current = true;
    void loadLanguage(wanted).then(() => {
      if (!current) return;
      activateLanguage(wanted);
      setLanguage(wanted);
      document.documentElement.lang = wanted;
      document.documentElement.dir = directionOf(wanted);
    });
    return () => {
      current = false;
    };
  }, [wanted]);

  const value = useMemo<LanguageChoice>(
    () => ({
      language,
      choose: (next) => void navigate(localizedPath(next, pathname)),
    }),
    [language, navigate, pathname],
  );
  return (
    <LanguageContext value={value}>
      <Outlet />
    </LanguageContext>
  );
}

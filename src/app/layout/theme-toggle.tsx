import { useState } from 'react';
import { Moon, Sun } from 'lucide-react';
import { useT } from '@/i18n/language-context';
import { getStoredTheme, saveTheme, type Theme } from '@/lib/theme';
import { useHydrated } from '@/lib/use-hydrated';
import { layoutMessages } from './messages';

/** Light/dark switch (spec section 2): stored as `theme`, applied as the `dark` class on <html>. */
export function ThemeToggle() {
  // Prerendered pages are built light; the stored theme (already on <html>, theme-init.js)
  // picks the icon once hydrated. The button keeps its size, so nothing moves.
  const hydrated = useHydrated();
  const [chosen, setTheme] = useState<Theme | null>(null);
  const theme = chosen ?? (hydrated ? getStoredTheme() : 'light');
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const t = useT(layoutMessages);
  const name = next === 'dark' ? t('switchToDark') : t('switchToLight');
  return (
    <button
      type="button"
      onClick={() => {
        saveTheme(next);
        setTheme(next);
      }}
      aria-label={name}
      title={name}
      className="inline-flex size-11 items-center justify-center rounded-pill text-ink-muted transition-colors duration-quick hover:bg-surface-alt hover:text-ink"
    >
      {theme === 'dark' ? (
        <Sun aria-hidden="true" className="size-5" />
      ) : (
        <Moon aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}

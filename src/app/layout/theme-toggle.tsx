import { useState } from 'react';
import { Moon, Sun } from 'lucide-react';
import { getStoredTheme, saveTheme, type Theme } from '@/lib/theme';

/** Light/dark switch (spec section 2): stored as `theme`, applied as the `dark` class on <html>. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(getStoredTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={() => {
        saveTheme(next);
        setTheme(next);
      }}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
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

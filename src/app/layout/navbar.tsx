import { NavLink } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/use-logout';
import { useLocalizedPath, useT } from '@/i18n/language-context';
import { useAppSelector } from '../hooks';
import { Logo } from './logo';
import { layoutMessages } from './messages';
import { MobileMenu } from './mobile-menu';
import { MAIN_LINKS } from './nav-items';
import { ThemeToggle } from './theme-toggle';
import { useNavLabel } from './use-nav-label';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-pill px-3 py-2 text-sm font-semibold transition-colors duration-quick ${
    isActive
      ? 'bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-100'
      : 'text-ink-muted hover:bg-surface-alt hover:text-ink'
  }`;

/** The navigation bar of spec section 2: public links, then the signed-out or signed-in actions. */
export function Navbar() {
  const isAuthenticated = useAppSelector((s) => s.auth.isAuthenticated);
  const logout = useLogout();
  const t = useT(layoutMessages);
  const label = useNavLabel();
  const to = useLocalizedPath();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="mx-auto flex h-(--navbar-height) max-w-content items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <Logo />
        <nav aria-label={t('mainNav')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_LINKS.map((item) => (
              <li key={item.to}>
                <NavLink to={to(item.to)} end className={linkClass}>
                  {label(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-1.5">
          <LanguageSwitch />
          <ThemeToggle />
          <div className="hidden items-center gap-2 lg:flex">
            {isAuthenticated ? (
              <>
                <NavLink to={paths.profile.path} className={linkClass}>
                  {t('profile')}
                </NavLink>
                <button type="button" onClick={logout} className={buttonClass('secondary', 'sm')}>
                  <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                  {t('logout')}
                </button>
              </>
            ) : (
              <>
                <NavLink to={to(paths.login.path)} className={linkClass}>
                  {t('login')}
                </NavLink>
                <NavLink to={to(paths.signup.path)} className={buttonClass('primary', 'sm')}>
                  {t('signUp')}
                </NavLink>
              </>
            )}
          </div>
          <MobileMenu onLogout={logout} />
        </div>
      </div>
    </header>
  );
}

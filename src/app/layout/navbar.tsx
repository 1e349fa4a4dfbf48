import { NavLink } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/auth/use-logout';
import { useAppSelector } from '../hooks';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { MAIN_LINKS } from './nav-items';
import { ThemeToggle } from './theme-toggle';

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
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-surface/95 backdrop-blur supports-[backdrop-filter]:bg-surface/80">
      <div className="mx-auto flex h-(--navbar-height) max-w-content items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {MAIN_LINKS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1.5">
          <ThemeToggle />
          <div className="hidden items-center gap-2 lg:flex">
            {isAuthenticated ? (
              <>
                <NavLink to={paths.profile.path} className={linkClass}>
                  Profile
                </NavLink>
                <button type="button" onClick={logout} className={buttonClass('secondary', 'sm')}>
                  <LogOut aria-hidden="true" className="size-4" />
                  Logout
                </button>
              </>
            ) : (
              <>
                <NavLink to={paths.login.path} className={linkClass}>
                  Login
                </NavLink>
                <NavLink to={paths.signup.path} className={buttonClass('primary', 'sm')}>
                  Sign Up
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

import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { LogOut, Menu, X } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAppSelector } from '../hooks';
import { MAIN_LINKS, MEMBER_MENU_LINKS } from './nav-items';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-base font-semibold ${
    isActive
      ? 'bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-100'
      : 'text-ink hover:bg-surface-alt'
  }`;

/** The greeting word of spec section 2: the stored user's firstName, or "User". */
export function greetingName(user: { firstName?: string | null } | null): string {
  return user?.firstName?.trim() || 'User';
}

/**
 * The small-screen menu: a disclosure button (aria-expanded) and a panel that closes on any
 * navigation and on Escape. Signed-in members also get /mlm, /tree and a greeting.
 */
export function MobileMenu({ onLogout }: { onLogout: () => void }) {
  const location = useLocation();
  // Open "at" one location: any navigation (a new location key) closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const { isAuthenticated, user } = useAppSelector((s) => s.auth);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => {
          setOpenAt(open ? null : location.key);
        }}
        className="inline-flex size-11 items-center justify-center rounded-pill text-ink hover:bg-surface-alt"
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <Menu aria-hidden="true" className="size-6" />
        )}
      </button>
      {open && (
        <nav
          id={panelId}
          aria-label="Mobile"
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-surface px-4 pt-2 pb-5 shadow-raised"
        >
          {isAuthenticated && (
            <p className="px-3 pt-2 pb-3 text-base text-ink-muted">
              Hello, <span className="font-bold text-ink">{greetingName(user)}</span>
            </p>
          )}
          <ul className="grid gap-0.5">
            {[...MAIN_LINKS, ...(isAuthenticated ? MEMBER_MENU_LINKS : [])].map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={itemClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-4 grid grid-cols-2 gap-3 border-t border-line pt-4">
            {isAuthenticated ? (
              <>
                <NavLink to={paths.profile.path} className={buttonClass('secondary', 'md')}>
                  Profile
                </NavLink>
                <button type="button" onClick={onLogout} className={buttonClass('primary', 'md')}>
                  <LogOut aria-hidden="true" className="size-4" />
                  Logout
                </button>
              </>
            ) : (
              <>
                <NavLink to={paths.login.path} className={buttonClass('secondary', 'md')}>
                  Login
                </NavLink>
                <NavLink to={paths.signup.path} className={buttonClass('primary', 'md')}>
                  Sign Up
                </NavLink>
              </>
            )}
          </div>
        </nav>
      )}
    </div>
  );
}

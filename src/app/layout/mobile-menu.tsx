import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { LogOut, Menu, X } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { paths } from '@/config/paths';
import { translate } from '@/i18n/catalogue';
import { useLocalizedPath, useT } from '@/i18n/language-context';
import { useAppSelector } from '../hooks';
import { layoutMessages } from './messages';
import { MAIN_LINKS, MEMBER_MENU_LINKS } from './nav-items';
import { useNavLabel } from './use-nav-label';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-3 text-base font-semibold ${
    isActive
      ? 'bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-100'
      : 'text-ink hover:bg-surface-alt'
  }`;

/** The greeting word of spec section 2: the stored user's firstName, or "User" (translated). */
export function greetingName(user: { firstName?: string | null } | null): string {
  return user?.firstName?.trim() || translate(layoutMessages, 'defaultName');
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
  const t = useT(layoutMessages);
  const label = useNavLabel();
  const to = useLocalizedPath();

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
        aria-label={open ? t('closeMenu') : t('openMenu')}
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
          aria-label={t('mobileNav')}
          // Slides in from the end side, where its button is (the left in Arabic).
          className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-surface px-4 pt-2 pb-5 shadow-raised motion-safe:animate-menu-in"
        >
          {isAuthenticated && (
            <p className="px-3 pt-2 pb-3 text-base text-ink-muted">
              {t('hello')} <span className="font-bold text-ink">{greetingName(user)}</span>
            </p>
          )}
          <ul className="grid gap-0.5">
            {[...MAIN_LINKS, ...(isAuthenticated ? MEMBER_MENU_LINKS : [])].map((item) => (
              <li key={item.to}>
                <NavLink to={to(item.to)} end className={itemClass}>
                  {label(item.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <LanguageSwitch variant="menu" />
            </li>
          </ul>
          <div className="mt-4 grid grid-cols-2 gap-3 border-t border-line pt-4">
            {isAuthenticated ? (
              <>
                {/* Smaller padding and one line: at 360 px "تسجيل الخروج" and its icon broke in two. */}
                <NavLink to={paths.profile.path} className={buttonClass('secondary', 'sm')}>
                  {t('profile')}
                </NavLink>
                <button
                  type="button"
                  onClick={onLogout}
                  className={buttonClass('primary', 'sm', 'whitespace-nowrap')}
                >
                  <LogOut aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                  {t('logout')}
                </button>
              </>
            ) : (
              <>
                <NavLink to={to(paths.login.path)} className={buttonClass('secondary', 'md')}>
                  {t('login')}
                </NavLink>
                <NavLink to={to(paths.signup.path)} className={buttonClass('primary', 'md')}>
                  {t('signUp')}
                </NavLink>
              </>
            )}
          </div>
        </nav>
      )}
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BadgeCheck, Clock3, ShieldCheck } from 'lucide-react';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { LogoMark } from '@/components/ui/logo-mark';
import { useLocalizedPath, useT } from '@/i18n/language-context';
import { authMessages } from '../messages';
import { AuthLanguageSwitch } from './auth-language-switch';

const PROMISES = [
  { icon: ShieldCheck, text: 'promiseVerified' },
  { icon: BadgeCheck, text: 'promiseFees' },
  { icon: Clock3, text: 'promiseService' },
] as const;

/**
 * The frame of the auth pages, which have no navbar or footer (spec section 2): a small brand
 * header linking home, the form card, and on wide screens a calm brand panel beside it. The
 * header also holds the language switch (issue 15), on every width.
 */
export function AuthLayout({
  title,
  intro,
  children,
  footer,
  wide = false,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** The signup form needs more room than the others. */
  wide?: boolean;
}) {
  const t = useT(authMessages);
  return (
    <div className="min-h-screen bg-surface-alt lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-brand-900 text-brand-50 lg:sticky lg:top-0 lg:flex lg:h-screen lg:flex-col lg:justify-between lg:p-12">
        <BrandLink inverted />
        <div className="relative z-10 max-w-md">
          <p className="text-2xl font-bold text-white">{t('brandTagline')}</p>
          <p className="mt-3 text-brand-100">{t('brandIntro')}</p>
          <ul className="mt-8 space-y-4">
            {PROMISES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <span className="flex size-9 items-center justify-center rounded-full bg-brand-800 text-sand-200">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span>{t(text)}</span>
              </li>
            ))}
          </ul>
        </div>
        {/* The registered name, the same in both languages. */}
        <p lang="en" className="relative z-10 text-sm text-brand-200">
          {company.legalName}
        </p>
        <RoadArt />
      </aside>

      <div className="flex min-h-screen flex-col">
        <header className="flex items-center justify-between gap-4 px-4 py-4 sm:px-8 lg:justify-end">
          <div className="lg:hidden">
            <BrandLink />
          </div>
          <AuthLanguageSwitch />
        </header>
        <main
          id="main"
          className="flex flex-1 items-start justify-center px-4 pt-2 pb-12 sm:px-8 lg:items-center lg:py-12"
        >
          <div className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'}`}>
            <div className="rounded-card border border-line bg-surface-raised p-5 shadow-card sm:p-8">
              <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{title}</h1>
              {intro && <div className="mt-1.5 text-sm text-ink-muted">{intro}</div>}
              <div className="mt-6">{children}</div>
            </div>
            {footer && <div className="mt-6 text-center text-sm text-ink-muted">{footer}</div>}
          </div>
        </main>
      </div>
    </div>
  );
}

function BrandLink({ inverted = false }: { inverted?: boolean }) {
  const t = useT(authMessages);
  const localized = useLocalizedPath();
  return (
    <Link
      to={localized(paths.home.path)}
      className={`relative z-10 inline-flex items-center gap-2.5 rounded-lg text-xl font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-brand-800 dark:text-brand-100'}`}
    >
      <LogoMark />
      <span>{t('brandName')}</span>
      <span className="sr-only"> {t('home')}</span>
    </Link>
  );
}

/** A quiet desert road drawn in the brand colours. */
function RoadArt() {
  return (
    <svg
      viewBox="0 0 400 240"
      aria-hidden="true"
      focusable="false"
      className="pointer-events-none absolute end-0 bottom-0 w-full"
    >
      <circle cx="330" cy="100" r="18" fill="#f3d9a6" />
      <path d="M0 190 Q120 150 220 170 T400 150 V240 H0Z" fill="#0d4a45" />
      <path d="M0 215 Q140 180 260 200 T400 190 V240 H0Z" fill="#0f5c55" />
      <path
        d="M150 240 C190 200 230 180 300 160"
        stroke="#f3d9a6"
        strokeOpacity="0.6"
        strokeWidth="3"
        fill="none"
        strokeDasharray="10 12"
      />
    </svg>
  );
}

import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Mail, MapPin, Phone } from 'lucide-react';
import { company } from '@/content/company';
import { contentMessages } from '@/content/messages';
import { useLocalizedPath, useT } from '@/i18n/language-context';
import { useHydrated } from '@/lib/use-hydrated';
import { LogoMark } from './logo';
import { layoutMessages } from './messages';
import { FOOTER_QUICK_LINKS, SUPPORT_LINKS } from './nav-items';
import { SocialIcon } from './social-icons';
import { useNavLabel } from './use-nav-label';

// 44 px tall on a phone (touch targets); the desktop keeps the compact lines.
const linkClass =
  'inline-flex min-h-11 min-w-11 items-center rounded text-brand-100 underline-offset-4 transition-colors duration-quick hover:text-white hover:underline sm:min-h-0 sm:min-w-0';

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-sm font-bold tracking-wider text-sand-300 uppercase">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The footer of spec section 2: four groups, the office, a moving taxi and a powered-by line. */
export function Footer() {
  const year = useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
  const t = useT(layoutMessages);
  const c = useT(contentMessages);
  const label = useNavLabel();
  const to = useLocalizedPath();
  return (
    <footer className="bg-brand-900 text-brand-50 dark:bg-brand-950">
      <div className="mx-auto grid max-w-content gap-x-8 gap-y-10 px-4 pt-14 sm:px-6 pb-10 sm:grid-cols-2 lg:grid-cols-[1.2fr_0.8fr_1.4fr_1fr_1.2fr]">
        <div>
          <p className="flex items-center gap-2.5 text-xl font-extrabold text-white">
            <LogoMark />
            {c('companyName')}
          </p>
          <p className="mt-3 max-w-xs text-sm leading-6 text-brand-100">{c('tagline')}.</p>
        </div>
        <Group title={t('quickLinks')}>
          <ul className="grid text-sm sm:gap-2.5">
            {FOOTER_QUICK_LINKS.map((item) => (
              <li key={item.label}>
                <Link to={to(item.to)} className={linkClass}>
                  {label(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </Group>
        <Group title={t('contact')}>
          <ul className="grid text-sm sm:gap-2.5">
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-sand-300" />
              <a href={company.phoneHref} dir="ltr" className={linkClass}>
                {company.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-sand-300" />
              <a
                href={`mailto:${company.supportEmail}`}
                dir="ltr"
                className={`${linkClass} break-all`}
              >
                {company.supportEmail}
              </a>
            </li>
          </ul>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label={t('socialMedia')}>
            {company.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('socialLink', { brand: c('companyName'), network: s.name })}
                  className="inline-flex size-11 items-center justify-center rounded-pill bg-white/10 text-white transition-colors duration-quick hover:bg-sand-300 hover:text-brand-950"
                >
                  <SocialIcon name={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </Group>
        <Group title={t('support')}>
          <ul className="grid text-sm sm:gap-2.5">
            {SUPPORT_LINKS.map((item) => (
              <li key={item.label}>
                <Link to={to(item.to)} className={linkClass}>
                  {label(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </Group>
        <Group title={t('ourOffice')}>
          <address className="flex gap-2 text-sm leading-6 text-brand-100 not-italic">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-sand-300" />
            <span>
              {c('addressLine1')}
              <br />
              {c('addressLine2')}
              <br />
              {c('addressCountry')}
            </span>
          </address>
        </Group>
      </div>
      {/* Laid out left to right and mirrored in Arabic: the taxi then faces and drives leftwards. */}
      <div className="relative h-20 overflow-hidden rtl:-scale-x-100" dir="ltr" aria-hidden="true">
        <div className="absolute inset-x-0 bottom-3 h-1 border-t-2 border-dashed border-brand-100/30" />
        <div
          data-testid="footer-taxi"
          className="absolute inset-x-0 bottom-1 motion-safe:animate-taxi"
        >
          <img
            src="/images/layout/taxi.svg"
            alt=""
            width={120}
            height={54}
            loading="lazy"
            className="ms-[8%] h-[54px] w-[120px]"
          />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-content flex-col gap-2 px-4 py-5 text-xs sm:px-6 text-brand-100 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('rights', { year: String(year), legalName: c('legalName') })}</p>
          <p>{c('poweredBy')}</p>
        </div>
      </div>
    </footer>
  );
}

import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Mail, MapPin, Phone } from 'lucide-react';
import { company } from '@/content/company';
import { useHydrated } from '@/lib/use-hydrated';
import { LogoMark } from './logo';
import { FOOTER_QUICK_LINKS, SUPPORT_ITEMS } from './nav-items';
import { SocialIcon } from './social-icons';

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
  return (
    <footer className="bg-brand-900 text-brand-50 dark:bg-brand-950">
      <div className="mx-auto grid max-w-content gap-x-8 gap-y-10 px-4 pt-14 sm:px-6 pb-10 sm:grid-cols-2 lg:grid-cols-[1.2fr_0.8fr_1.4fr_1fr_1.2fr]">
        <div>
          <p className="flex items-center gap-2.5 text-xl font-extrabold text-white">
            <LogoMark />
            {company.name}
          </p>
          <p className="mt-3 max-w-xs text-sm leading-6 text-brand-100">{company.tagline}.</p>
        </div>
        <Group title="Quick Links">
          <ul className="grid text-sm sm:gap-2.5">
            {FOOTER_QUICK_LINKS.map((item) => (
              <li key={item.label}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </Group>
        <Group title="Contact">
          <ul className="grid text-sm sm:gap-2.5">
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="size-4 shrink-0 text-sand-300" />
              <a href={company.phoneHref} className={linkClass}>
                {company.phone}
              </a>
            </li>
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-sand-300" />
              <a href={`mailto:${company.supportEmail}`} className={`${linkClass} break-all`}>
                {company.supportEmail}
              </a>
            </li>
          </ul>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label="Social media">
            {company.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${company.name} on ${s.name} (opens in a new tab)`}
                  className="inline-flex size-11 items-center justify-center rounded-pill bg-white/10 text-white transition-colors duration-quick hover:bg-sand-300 hover:text-brand-950"
                >
                  <SocialIcon name={s.name} />
                </a>
              </li>
            ))}
          </ul>
        </Group>
        <Group title="Support">
          <ul className="grid gap-2.5 text-sm text-brand-100">
            {SUPPORT_ITEMS.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </Group>
        <Group title="Our Office">
          <address className="flex gap-2 text-sm leading-6 text-brand-100 not-italic">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-sand-300" />
            <span>
              {company.address.line1}
              <br />
              {company.address.line2}
              <br />
              {company.address.country}
            </span>
          </address>
        </Group>
      </div>
      <div className="relative h-20 overflow-hidden" aria-hidden="true">
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
            className="ml-[8%] h-[54px] w-[120px]"
          />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-content flex-col gap-2 px-4 py-5 text-xs sm:px-6 text-brand-100 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {company.legalName}. All rights reserved.
          </p>
          <p>{company.poweredBy}</p>
        </div>
      </div>
    </footer>
  );
}

import { ExternalLink, Headset, Mail, MapPin, Phone } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { useLocalizedPath, useT } from '@/i18n/language-context';
import { contactMessages } from '../messages/contact/messages';
import { ContactForm } from '../components/contact-form';
import { PageIntro } from '../components/page-intro';

export default function ContactPage() {
  const t = useT(contactMessages);
  const localized = useLocalizedPath();
  usePageTitle(t('title'), t('description'));
  return (
    <main id="main">
      <PageIntro
        crumbs={[{ label: t('home'), to: localized(paths.home.path) }, { label: t('title') }]}
        title={t('title')}
        lead={t('lead')}
      />
      <div className="mx-auto grid max-w-content gap-6 px-4 pb-16 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <Card>
          <h2 className="text-xl font-bold">{t('getInTouch')}</h2>
          <address className="mt-5 space-y-5 not-italic">
            <p className="flex gap-3">
              <MapPin
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300"
              />
              <span>
                <strong className="block font-semibold">{t('office')}</strong>
                {company.address.line1}
                <br />
                {company.address.line2}
                <br />
                {company.address.country}
              </span>
            </p>
            <p className="flex gap-3">
              <Phone
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300"
              />
              <span>
                <strong className="block font-semibold">{t('phone')}</strong>
                <a
                  href={company.phoneHref}
                  dir="ltr"
                  className="underline-offset-4 hover:underline"
                >
                  {company.phone}
                </a>
              </span>
            </p>
            <p className="flex gap-3">
              <Mail
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300"
              />
              <span>
                <strong className="block font-semibold">{t('supportEmail')}</strong>
                <a
                  href={`mailto:${company.supportEmail}`}
                  dir="ltr"
                  className="underline-offset-4 hover:underline"
                >
                  {company.supportEmail}
                </a>
              </span>
            </p>
            <p className="flex gap-3">
              <Headset
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300"
              />
              <span>
                <strong className="block font-semibold">{t('hotline')}</strong>
                <a
                  href={`tel:${company.hotline.replace(/\s/g, '')}`}
                  dir="ltr"
                  className="underline-offset-4 hover:underline"
                >
                  {company.hotline}
                </a>
              </span>
            </p>
          </address>
          <h3 className="mt-8 font-semibold">{t('followUs')}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {company.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-pill border border-line px-4 text-sm font-semibold hover:bg-surface-alt"
                >
                  {s.name}
                  <ExternalLink aria-hidden="true" className="size-3.5 rtl:-scale-x-100" />
                  <span className="sr-only">{t('newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="text-xl font-bold">{t('sendUs')}</h2>
          <p className="mt-1 mb-6 text-sm text-ink-muted">{t('allRequired')}</p>
          <ContactForm />
        </Card>
      </div>
    </main>
  );
}

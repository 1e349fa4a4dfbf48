import { ExternalLink, Headset, Mail, MapPin, Phone } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { ContactForm } from '../components/contact-form';
import { PageIntro } from '../components/page-intro';

export default function ContactPage() {
  usePageTitle(
    'Contact Us',
    'Contact Rihla: our office in Business Bay, Dubai, our phone and support e-mail, or send us a message.',
  );
  return (
    <main id="main">
      <PageIntro
        crumbs={[{ label: 'Home', to: paths.home.path }, { label: 'Contact Us' }]}
        title="Contact Us"
        lead="Questions, feedback or a partnership idea? We reply to every message, and our hotline is open 24/7."
      />
      <div className="mx-auto grid max-w-content gap-6 px-4 pb-16 sm:px-6 lg:grid-cols-[2fr_3fr]">
        <Card>
          <h2 className="text-xl font-bold">Get in touch</h2>
          <address className="mt-5 space-y-5 not-italic">
            <p className="flex gap-3">
              <MapPin
                aria-hidden="true"
                className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-300"
              />
              <span>
                <strong className="block font-semibold">Our office</strong>
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
                <strong className="block font-semibold">Phone</strong>
                <a href={company.phoneHref} className="underline-offset-4 hover:underline">
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
                <strong className="block font-semibold">Support e-mail</strong>
                <a
                  href={`mailto:${company.supportEmail}`}
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
                <strong className="block font-semibold">Hotline, 24/7</strong>
                <a
                  href={`tel:${company.hotline.replace(/\s/g, '')}`}
                  className="underline-offset-4 hover:underline"
                >
                  {company.hotline}
                </a>
              </span>
            </p>
          </address>
          <h3 className="mt-8 font-semibold">Follow us</h3>
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
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="text-xl font-bold">Send us a message</h2>
          <p className="mt-1 mb-6 text-sm text-ink-muted">All fields are required.</p>
          <ContactForm />
        </Card>
      </div>
    </main>
  );
}

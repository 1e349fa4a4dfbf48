import { appServices } from '../content/services';
import { Section, SectionHeading } from '../components/section';
import { useT } from '@/i18n/language-context';
import { homeMessages } from '../messages/home/messages';

/** "One App, Unlimited Possibilities": one card per service of spec section 1. */
export function AppServicesSection() {
  const t = useT(homeMessages);
  return (
    <Section labelledBy="app-services-title">
      <SectionHeading
        id="app-services-title"
        eyebrow={t('servicesEyebrow')}
        title={t('servicesTitle')}
        lead={t('servicesLead')}
        center
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {appServices.map(({ title, description, icon: Icon }) => (
          <li
            key={title}
            className="flex gap-4 rounded-card border border-line bg-surface-raised p-5 shadow-card sm:block"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-sand-100 text-sand-800 dark:bg-sand-900 dark:text-sand-100 sm:mb-3">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-ink-muted">{description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

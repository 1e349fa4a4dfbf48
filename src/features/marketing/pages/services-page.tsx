import { useState } from 'react';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { useLocalizedPath, useT } from '@/i18n/language-context';
import { servicesMessages } from '../messages/services/messages';
import { LazyStatsBand } from '../components/lazy-stats-band';
import { PageIntro } from '../components/page-intro';
import { Section, SectionHeading } from '../components/section';
import { ServiceModal } from '../components/service-modal';
import { partnerServices } from '../content/partner-services';
import type { PartnerService } from '../content/partner-service-types';
import { FutureSection } from '../sections/future-section';
import { PartnerServiceCard } from '../components/partner-service-card';

export default function ServicesPage() {
  const t = useT(servicesMessages);
  const localized = useLocalizedPath();
  usePageTitle(t('title'), t('description'));
  const [selected, setSelected] = useState<PartnerService | null>(null);
  return (
    <main id="main">
      <PageIntro
        crumbs={[{ label: t('home'), to: localized(paths.home.path) }, { label: t('title') }]}
        title={t('title')}
        lead={t('lead')}
      />
      <FutureSection t={t} />
      <Section labelledBy="partners-title">
        <SectionHeading
          id="partners-title"
          eyebrow={t('partnersEyebrow')}
          title={t('partnersTitle')}
          lead={t('partnersLead')}
          center
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {partnerServices.map((service) => (
            <li key={service.id}>
              <PartnerServiceCard service={service} onOpen={() => setSelected(service)} />
            </li>
          ))}
        </ul>
      </Section>
      <LazyStatsBand />
      <ServiceModal service={selected} onClose={() => setSelected(null)} />
    </main>
  );
}

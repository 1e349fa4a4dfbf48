import { useState } from 'react';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { LazyStatsBand } from '../components/lazy-stats-band';
import { PageIntro } from '../components/page-intro';
import { Section, SectionHeading } from '../components/section';
import { ServiceModal } from '../components/service-modal';
import { partnerServices } from '../content/partner-services';
import type { PartnerService } from '../content/partner-service-types';
import { FutureSection } from '../sections/future-section';
import { PartnerServiceCard } from '../components/partner-service-card';

export default function ServicesPage() {
  usePageTitle(
    'Services',
    'Rihla partner services: car recovery, cab rides, packers and movers, workshops, tyre shops, road help, car dealers, tourism and car wash.',
  );
  const [selected, setSelected] = useState<PartnerService | null>(null);
  return (
    <main id="main">
      <PageIntro
        crumbs={[{ label: 'Home', to: paths.home.path }, { label: 'Services' }]}
        title="Services"
        lead="Rides are just the start. Our partners help with everything that keeps you and your car moving, all bookable from one app."
      />
      <FutureSection />
      <Section labelledBy="partners-title">
        <SectionHeading
          id="partners-title"
          eyebrow="Partner services"
          title="Nine ways we keep you moving"
          lead="Choose a service to see what it includes."
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

import { usePageTitle } from '@/components/ui/use-page-title';
import { useT } from '@/i18n/language-context';
import { homeMessages } from '../messages/home/messages';
import { LazyStatsBand } from '../components/lazy-stats-band';
import { AppServicesSection } from '../sections/app-services-section';
import { BeyondRidesSection } from '../sections/beyond-rides-section';
import { FutureSection } from '../sections/future-section';
import { HeroSection } from '../sections/hero-section';
import { RegisterBanner } from '../sections/register-banner';
import { SatisfactionSection } from '../sections/satisfaction-section';
import { WhoWeAreSection } from '../sections/who-we-are-section';

/**
 * Home (spec section 2). Loaded eagerly with the shell, so it stays light: the counters and the
 * carousel (react-countup, react-slick) arrive in their own chunks as they near the viewport.
 */
export default function HomePage() {
  const t = useT(homeMessages);
  usePageTitle(t('title'), t('description'));
  return (
    <main id="main">
      <HeroSection />
      <WhoWeAreSection />
      <FutureSection t={t} />
      <LazyStatsBand />
      <AppServicesSection />
      <BeyondRidesSection />
      <RegisterBanner />
      <SatisfactionSection />
    </main>
  );
}

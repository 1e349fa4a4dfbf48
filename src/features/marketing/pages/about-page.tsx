import { usePageTitle } from '@/components/ui/use-page-title';
import { useT } from '@/i18n/language-context';
import { aboutMessages } from '../messages/about/messages';
import { Illustration } from '../components/illustration';
import { travelStats } from '../content/stats';
import { Section, SectionHeading } from '../components/section';
import { AimsSection, VisionMissionSection, WhyJoinSection } from '../sections/about-sections';

export default function AboutPage() {
  const t = useT(aboutMessages);
  usePageTitle(t('title'), t('description'));
  return (
    <main id="main">
      <section
        aria-labelledby="about-title"
        className="bg-gradient-to-b from-brand-50 to-surface dark:from-brand-950 dark:to-surface"
      >
        <div className="mx-auto max-w-content px-4 py-14 text-center sm:px-6 sm:py-20">
          <p className="mb-3 text-sm font-semibold tracking-wide rtl:tracking-normal text-sand-700 uppercase dark:text-sand-300">
            {t('eyebrow')}
          </p>
          <h1
            id="about-title"
            className="mx-auto max-w-3xl text-2xl font-bold text-balance sm:text-3xl"
          >
            {t('heading')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-muted">{t('lead')}</p>
        </div>
      </section>
      <Section labelledBy="travel-title" className="grid items-center gap-10 lg:grid-cols-2">
        <Illustration
          src="/images/marketing/seamless-travel.svg"
          alt={t('travelAlt')}
          width={560}
          height={420}
          // In the first screen on a phone: the page's largest paint, so not lazy.
          priority
          className="mx-auto max-w-lg rounded-card"
        />
        <div>
          <SectionHeading
            id="travel-title"
            eyebrow={t('travelEyebrow')}
            title={t('travelTitle')}
            lead={t('travelLead')}
          />
          <dl className="grid grid-cols-2 gap-4">
            {travelStats.map((stat) => (
              <div
                key={stat.id}
                className="flex flex-col-reverse rounded-card border border-line bg-surface-raised p-5 shadow-card"
              >
                <dt className="text-sm text-ink-muted">{t(stat.id)}</dt>
                <dd className="tabular text-2xl font-bold text-brand-700 dark:text-brand-300">
                  <bdi>{stat.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>
      <WhyJoinSection />
      <AimsSection />
      <VisionMissionSection />
    </main>
  );
}

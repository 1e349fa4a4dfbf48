import { usePageTitle } from '@/components/ui/use-page-title';
import { Illustration } from '../components/illustration';
import { travelStats } from '../content/stats';
import { Section, SectionHeading } from '../components/section';
import { AimsSection, VisionMissionSection, WhyJoinSection } from '../sections/about-sections';

export default function AboutPage() {
  usePageTitle(
    'About Us',
    'The Rihla story: fair, transparent mobility across the UAE, our aims for the years ahead, and our vision and mission.',
  );
  return (
    <main id="main">
      <section
        aria-labelledby="about-title"
        className="bg-gradient-to-b from-brand-50 to-surface dark:from-brand-950 dark:to-surface"
      >
        <div className="mx-auto max-w-content px-4 py-14 text-center sm:px-6 sm:py-20">
          <p className="mb-3 text-sm font-semibold tracking-wide text-sand-700 uppercase dark:text-sand-300">
            About Rihla
          </p>
          <h1
            id="about-title"
            className="mx-auto max-w-3xl text-2xl font-bold text-balance sm:text-3xl"
          >
            Our Story of Service and Excellence
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-muted">
            Rihla means “journey” in Arabic. Ours began with drivers who wanted a fair share of
            every fare and riders who wanted to feel safe at any hour. Today we carry people,
            parcels and whole homes across the UAE, and we share our success with the community that
            made it possible.
          </p>
        </div>
      </section>
      <Section labelledBy="travel-title" className="grid items-center gap-10 lg:grid-cols-2">
        <Illustration
          src="/images/marketing/seamless-travel.svg"
          alt="A Rihla car and taxi on a city road"
          width={560}
          height={420}
          // In the first screen on a phone: the page's largest paint, so not lazy.
          priority
          className="mx-auto max-w-lg rounded-card"
        />
        <div>
          <SectionHeading
            id="travel-title"
            eyebrow="Seamless travel"
            title="Experience and care behind every ride"
            lead="Our team brings decades of transport experience, and our drivers know the roads of every emirate. Book, track and pay in one app, and arrive relaxed."
          />
          <dl className="grid grid-cols-2 gap-4">
            {travelStats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse rounded-card border border-line bg-surface-raised p-5 shadow-card"
              >
                <dt className="text-sm text-ink-muted">{stat.label}</dt>
                <dd className="tabular text-2xl font-bold text-brand-700 dark:text-brand-300">
                  {stat.value}
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

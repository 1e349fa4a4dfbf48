import { lazy } from 'react';
import { useT } from '@/i18n/language-context';
import { withActiveLanguage } from '@/i18n/with-language';
import { satisfactionStats } from '../content/stats';
import { LazyOnView } from '../components/lazy-on-view';
import { Section, SectionHeading } from '../components/section';
import { homeMessages } from '../messages/home/messages';

// The carousel's chunk brings its own namespace (the testimonials): loaded in the active language.
const TestimonialCarousel = lazy(() =>
  withActiveLanguage(import('../components/testimonial-carousel')),
);

/** Satisfaction figures (97%, 50+ years) and the testimonial carousel, loaded when near. */
export function SatisfactionSection() {
  const t = useT(homeMessages);
  return (
    <Section labelledBy="testimonials-title" tone="alt">
      <SectionHeading
        id="testimonials-title"
        eyebrow={t('lovedEyebrow')}
        title={t('lovedTitle')}
        lead={t('lovedLead')}
        center
      />
      <dl className="mx-auto mb-10 grid max-w-xl grid-cols-2 gap-4 text-center">
        {satisfactionStats.map((stat) => (
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
      <LazyOnView placeholderClass="min-h-[24rem]">
        <TestimonialCarousel />
      </LazyOnView>
    </Section>
  );
}

import { lazy } from 'react';
import { satisfactionStats } from '../content/stats';
import { LazyOnView } from '../components/lazy-on-view';
import { Section, SectionHeading } from '../components/section';

const TestimonialCarousel = lazy(() => import('../components/testimonial-carousel'));

/** Satisfaction figures (97%, 50+ years) and the testimonial carousel, loaded when near. */
export function SatisfactionSection() {
  return (
    <Section labelledBy="testimonials-title" tone="alt">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Testimonials"
        title="Loved by riders and drivers"
        lead="Real journeys, told by the members who take them."
        center
      />
      <dl className="mx-auto mb-10 grid max-w-xl grid-cols-2 gap-4 text-center">
        {satisfactionStats.map((stat) => (
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
      <LazyOnView placeholderClass="min-h-[24rem]">
        <TestimonialCarousel />
      </LazyOnView>
    </Section>
  );
}

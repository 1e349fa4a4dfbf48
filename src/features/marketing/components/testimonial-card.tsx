import { Quote } from 'lucide-react';
import type { Testimonial } from '../content/testimonials';
import { FiveStars } from './five-stars';

/** `dir` sets the card's reading direction inside the carousel's left-to-right track. */
export function TestimonialCard({
  testimonial,
  dir,
}: {
  testimonial: Testimonial;
  dir?: 'ltr' | 'rtl';
}) {
  return (
    <figure
      dir={dir}
      className="mx-auto flex max-w-2xl flex-col items-center gap-4 rounded-card border border-line bg-surface-raised px-6 py-8 text-center shadow-card sm:px-10"
    >
      <Quote
        aria-hidden="true"
        className="size-8 text-brand-500 rtl:-scale-x-100 dark:text-brand-300"
      />
      <FiveStars />
      <blockquote className="text-base text-ink sm:text-lg">
        <p>{testimonial.review}</p>
      </blockquote>
      <figcaption>
        <span className="block font-semibold">{testimonial.name}</span>
        <span className="block text-sm text-ink-muted">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}

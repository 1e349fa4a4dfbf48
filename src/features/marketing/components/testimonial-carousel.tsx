import { useState } from 'react';
import { Pause, Play } from 'lucide-react';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { testimonials } from '../content/testimonials';
import { TestimonialCard } from './testimonial-card';
import { usePrefersReducedMotion } from './use-reduced-motion';

/** Spec sections 4 and 9: infinite, 1 shown and scrolled, 3000 ms autoplay, 600 ms speed, no arrows or dots. */
export function carouselSettings(autoplay: boolean): Settings {
  return {
    infinite: true,
    slidesToShow: 1,
    slidesToScroll: 1,
    autoplay,
    autoplaySpeed: 3000,
    speed: 600,
    arrows: false,
    dots: false,
    pauseOnHover: true,
    pauseOnFocus: true,
    adaptiveHeight: false,
  };
}

/**
 * The testimonial carousel (loaded lazily with react-slick and its CSS). It does not move under
 * prefers-reduced-motion, and a Pause/Play button lets anyone stop it (WCAG 2.2.2).
 */
export default function TestimonialCarousel() {
  const reduced = usePrefersReducedMotion();
  const [userChoice, setUserChoice] = useState<'play' | 'pause' | null>(null);
  const playing = userChoice ? userChoice === 'play' : !reduced;
  return (
    <div className="relative">
      <div aria-roledescription="carousel" aria-label="What our members say" role="region">
        <Slider {...carouselSettings(playing)}>
          {testimonials.map((t) => (
            <div key={t.name} className="px-1 pb-2">
              <TestimonialCard testimonial={t} />
            </div>
          ))}
        </Slider>
      </div>
      <div className="mt-6 flex justify-center">
        <button
          type="button"
          onClick={() => setUserChoice(playing ? 'pause' : 'play')}
          className="inline-flex min-h-11 items-center gap-2 rounded-pill border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-alt"
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {playing ? 'Pause testimonials' : 'Play testimonials'}
        </button>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { Pause, Play } from 'lucide-react';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { useLanguage, useT } from '@/i18n/language-context';
import { testimonials } from '../content/testimonials';
import { testimonialMessages } from '../messages/testimonials/messages';
import { TestimonialCard } from './testimonial-card';
import { usePrefersReducedMotion } from './use-reduced-motion';

/**
 * Spec sections 4 and 9: infinite, 1 shown and scrolled, 3000 ms autoplay, 600 ms speed, no
 * arrows or dots. In Arabic it runs right to left (`rtl`: the next card comes in from the left).
 */
export function carouselSettings(autoplay: boolean, rtl = false): Settings {
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
    rtl,
  };
}

/**
 * The testimonial carousel (loaded lazily with react-slick and its CSS). It does not move under
 * prefers-reduced-motion, and a Pause/Play button lets anyone stop it (WCAG 2.2.2).
 *
 * react-slick's `rtl` reverses the track and measures it as a left-to-right row, while slick.css
 * floats slides right under any `[dir=rtl]` ancestor: so the track keeps a left-to-right box
 * (dir="ltr", slides floated left) and each card reads in the page's direction inside it.
 */
export default function TestimonialCarousel() {
  const t = useT(testimonialMessages);
  const language = useLanguage();
  const rtl = language === 'ar';
  const reduced = usePrefersReducedMotion();
  const [userChoice, setUserChoice] = useState<'play' | 'pause' | null>(null);
  const playing = userChoice ? userChoice === 'play' : !reduced;
  return (
    <div className="relative">
      <div
        aria-roledescription="carousel"
        aria-label={t('carouselLabel')}
        role="region"
        dir="ltr"
        className="[&_.slick-slide]:float-left!"
      >
        {/* Keyed by direction: react-slick reads `rtl` only when it mounts. */}
        <Slider key={language} {...carouselSettings(playing, rtl)}>
          {testimonials.map((item) => (
            <div key={item.name} className="px-1 pb-2">
              <TestimonialCard testimonial={item} dir={rtl ? 'rtl' : 'ltr'} />
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
          {playing ? t('pause') : t('play')}
        </button>
      </div>
    </div>
  );
}

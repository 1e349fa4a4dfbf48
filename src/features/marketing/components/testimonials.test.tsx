import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadLanguage } from '@/i18n/catalogue';
import { testimonials } from '../content/testimonials';
import { renderWithProviders } from '@/test/render';
import { setReducedMotion } from '@/test/reduced-motion';
import { TestimonialCard } from './testimonial-card';
import TestimonialCarousel, { carouselSettings } from './testimonial-carousel';

let undo: (() => void) | undefined;
afterEach(() => {
  undo?.();
  undo = undefined;
});

describe('testimonials', () => {
  it.each([1, 3, 4.5])('shows five stars for a rating of %s', (rating) => {
    renderWithProviders(
      <TestimonialCard testimonial={{ name: 'Sam', role: 'Rider', review: 'Fine.', rating }} />,
    );
    const stars = screen.getByRole('img', { name: 'Five stars' });
    expect(within(stars).getAllByTestId('star')).toHaveLength(5);
  });

  it('holds five testimonials with different ratings', () => {
    expect(testimonials).toHaveLength(5);
    expect(new Set(testimonials.map((t) => t.rating)).size).toBeGreaterThan(1);
  });

  it('uses the carousel settings of the spec', () => {
    expect(carouselSettings(true)).toMatchObject({
      infinite: true,
      slidesToShow: 1,
      slidesToScroll: 1,
      autoplay: true,
      autoplaySpeed: 3000,
      speed: 600,
      arrows: false,
      dots: false,
      pauseOnHover: true,
      pauseOnFocus: true,
    });
  });

  it('renders every testimonial, without arrows or dots, and can be paused', async () => {
    renderWithProviders(<TestimonialCarousel />);
    const carousel = screen.getByRole('region', { name: 'What our members say' });
    for (const t of testimonials) {
      expect(within(carousel).getAllByText(t.review, { exact: false }).length).toBeGreaterThan(0);
    }
    expect(within(carousel).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
  });

  it('does not autoplay under prefers-reduced-motion', () => {
    undo = setReducedMotion(true);
    renderWithProviders(<TestimonialCarousel />);
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeInTheDocument();
  });

  it('runs right to left in Arabic, each card in Arabic inside a left-to-right track', async () => {
    await loadLanguage('ar');
    activateLanguage('ar');
    try {
      expect(carouselSettings(true, true)).toMatchObject({ rtl: true, arrows: false, dots: false });
      renderWithProviders(<TestimonialCarousel />);
      const carousel = screen.getByRole('region', { name: 'ماذا يقول أعضاؤنا' });
      // react-slick measures its track left to right and reverses the slides itself.
      expect(carousel).toHaveAttribute('dir', 'ltr');
      for (const card of within(carousel).getAllByRole('figure')) {
        expect(card).toHaveAttribute('dir', 'rtl');
      }
      expect(screen.getAllByRole('img', { name: 'خمس نجوم' }).length).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: 'إيقاف آراء الأعضاء مؤقتًا' })).toBeVisible();
    } finally {
      activateLanguage('en');
    }
  });
});

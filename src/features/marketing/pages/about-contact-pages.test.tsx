import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { company } from '@/content/company';
import { renderWithProviders } from '@/test/render';
import AboutPage from './about-page';
import ContactPage from './contact-page';

describe('About page', () => {
  it('tells the story with the spec’s figures, aims, vision and mission', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Our Story of Service and Excellence' }),
    ).toBeInTheDocument();
    expect(screen.getByText('50+')).toBeInTheDocument();
    expect(screen.getByText('1,297+')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Why riders and drivers choose Rihla' }),
    ).toBeVisible();
    const aims = screen.getByRole('region', { name: 'What We Aim to Achieve' });
    for (const term of ['Short term', 'Mid term', 'Long term']) {
      expect(within(aims).getByText(term)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Our Vision' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Mission' })).toBeInTheDocument();
  });
});

describe('Contact page', () => {
  it('shows the breadcrumb, the Business Bay office, phone, e-mail and social links', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/Business Bay, Dubai/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      company.phoneHref,
    );
    expect(screen.getByRole('link', { name: company.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${company.supportEmail}`,
    );
    for (const s of company.social) {
      const link = screen.getByRole('link', { name: new RegExp(`^${s.name}\\b`) });
      expect(link).toHaveAttribute('href', s.url);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});

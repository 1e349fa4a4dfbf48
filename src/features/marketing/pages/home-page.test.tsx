import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appServices } from '../content/services';
import { renderWithProviders } from '@/test/render';
import HomePage from './home-page';

describe('Home page', () => {
  it('has the hero with Download App and Download PDFs', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download App' })).toHaveAttribute(
      'href',
      '#get-the-app',
    );
    expect(screen.getByRole('button', { name: 'Download PDFs' })).toBeEnabled();
  });

  it('shows Who We Are, The Future We See with the safety note, and the satisfaction figures', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByText('Who We Are')).toBeInTheDocument();
    expect(screen.getByText('The Future We See')).toBeInTheDocument();
    const safety = screen.getByRole('complementary', { name: 'Safety measures' });
    expect(safety).toHaveTextContent(/no male companion/);
    expect(screen.getByText('97%')).toBeInTheDocument();
    expect(screen.getByText('50+')).toBeInTheDocument();
  });

  it('lists the 13 services under One App, Unlimited Possibilities', () => {
    renderWithProviders(<HomePage />);
    const section = screen.getByRole('region', { name: 'One App, Unlimited Possibilities' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(13);
    expect(appServices.map((s) => s.title)).toContain('Corporate Accounts');
  });

  it('has the register-now banner whose store badges lead nowhere', () => {
    renderWithProviders(<HomePage />);
    const banner = screen.getByRole('region', { name: /Join free today/ });
    expect(banner).toHaveAttribute('id', 'get-the-app');
    const badges = within(banner).getAllByRole('link', { name: /coming soon/ });
    expect(badges).toHaveLength(2);
    for (const badge of badges) {
      expect(badge).toHaveAttribute('aria-disabled', 'true');
      expect(badge).not.toHaveAttribute('href');
    }
  });

  it('sets the page title and meta description', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
    renderWithProviders(<HomePage />);
    expect(document.title).toContain('Rihla');
    expect(meta.content).toMatch(/safe rides/i);
    meta.remove();
  });
});

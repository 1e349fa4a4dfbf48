/** /terms and /privacy (issue 28): our own words, in English and Arabic, with a contents list. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadLanguage } from '@/i18n/catalogue';
import { renderWithProviders } from '@/test/render';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

afterEach(() => activateLanguage('en'));

describe('Terms and Privacy pages', () => {
  it('shows the terms with their version date, a contents list and the closing rules', () => {
    renderWithProviders(<TermsPage />, { route: '/terms' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    expect(screen.getByText('Version of 26 November 2026')).toBeVisible();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(contents).getAllByRole('link')).toHaveLength(9);
    expect(within(contents).getByRole('link', { name: 'Closing your account' })).toHaveAttribute(
      'href',
      '#terms7',
    );
    expect(screen.getByText(/your username is never issued again/)).toBeVisible();
    expect(document.title).toMatch(/^Terms and Conditions/);
  });

  it('tells what is kept for 5 years after closing and names the UAE law', () => {
    renderWithProviders(<PrivacyPage />, { route: '/privacy' });
    expect(screen.getByText(/Federal Decree-Law No. 45 of 2021/)).toBeVisible();
    expect(screen.getByText(/kept encrypted for 5 years after closing/)).toBeVisible();
    expect(screen.getByText(/Rihla Mobility FZ-LLC, Office 1804/)).toBeVisible();
  });

  it('reads in Arabic at /ar/privacy', async () => {
    await loadLanguage('ar');
    activateLanguage('ar');
    renderWithProviders(<PrivacyPage />, { route: '/ar/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
    expect(screen.getByRole('heading', { name: '6. حقوقك' })).toBeVisible();
    expect(screen.getByText(/مشفّرة لمدة 5 سنوات بعد الإغلاق/)).toBeVisible();
  });
});

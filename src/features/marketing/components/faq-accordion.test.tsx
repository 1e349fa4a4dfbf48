import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import FaqPage from '../pages/faq-page';

const SECTIONS = [
  'FAQS!',
  'General Questions',
  'For Riders',
  'For Drivers',
  'Payments & Account Transfer',
  'Safety & Security',
  'Support & Contact',
];

describe('FAQ page', () => {
  it('has the seven sections in order', () => {
    renderWithProviders(<FaqPage />, { route: '/faqs' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 7)).toEqual(SECTIONS);
  });

  it('follows the accordion pattern: a button in a heading controls a labelled region', () => {
    renderWithProviders(<FaqPage />, { route: '/faqs' });
    const heading = screen.getByRole('heading', { level: 3, name: 'What is Rihla?' });
    const button = within(heading).getByRole('button', { name: 'What is Rihla?' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'What is Rihla?' });
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveTextContent(/fairness, transparency/);
  });

  it('keeps one item open per section, independently of other sections', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: '/faqs' });
    const riders = screen.getByRole('region', { name: 'For Riders' });
    const first = within(riders).getByRole('button', { name: 'Can I book a ride in advance?' });
    const lost = within(riders).getByRole('button', { name: /left something in a car/ });
    await user.click(lost);
    expect(lost).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(within(riders).getAllByRole('button', { expanded: true })).toHaveLength(1);
    expect(screen.getByText(/Report the lost item in the app/)).toBeVisible();
    // Another section is untouched.
    expect(screen.getByRole('button', { name: 'How do I get help?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(lost);
    expect(within(riders).queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('links the side card to /contact and shows the store badges', () => {
    renderWithProviders(<FaqPage />, { route: '/faqs' });
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    const badges = screen.getAllByRole('link', { name: /coming soon/ });
    expect(badges).toHaveLength(2);
    for (const badge of badges) expect(badge).toHaveAttribute('aria-disabled', 'true');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { partnerServices } from '../content/partner-services';
import { renderWithProviders } from '@/test/render';
import ServicesPage from './services-page';

describe('Services page', () => {
  it('shows the breadcrumb Home > Services with Home linking to /', () => {
    renderWithProviders(<ServicesPage />, { route: '/services' });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Services')).toHaveAttribute('aria-current', 'page');
  });

  it('lists the nine partner services, each with View Details', () => {
    renderWithProviders(<ServicesPage />, { route: '/services' });
    expect(partnerServices).toHaveLength(9);
    expect(screen.getAllByRole('button', { name: /^View Details/ })).toHaveLength(9);
    for (const s of partnerServices) expect(s.points.length).toBeLessThanOrEqual(10);
  });

  it('opens the modal with image, description, heading and points, and closes with the x', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ServicesPage />, { route: '/services' });
    const service = partnerServices.find((s) => s.id === 'tourism-hub')!;
    const opener = screen.getByRole('button', { name: `View Details: ${service.title}` });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: service.title });
    expect(within(dialog).getByText(service.description)).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: service.need })).toBeVisible();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    expect(within(dialog).getByRole('presentation')).toHaveAttribute('src', service.image);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes the modal on Escape and returns focus to the card', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ServicesPage />, { route: '/services' });
    const opener = screen.getByRole('button', { name: 'View Details: Car Recovery' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Car Recovery' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

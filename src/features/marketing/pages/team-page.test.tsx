import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { company } from '@/content/company';
import { executives, founder } from '../content/team';
import { renderWithProviders } from '@/test/render';
import TeamPage from './team-page';

describe('Team page', () => {
  it('shows the breadcrumb Home > Our Team', () => {
    renderWithProviders(<TeamPage />, { route: '/team' });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Our Team')).toHaveAttribute('aria-current', 'page');
  });

  it('opens the founder profile in a new tab without an opener', () => {
    renderWithProviders(<TeamPage />, { route: '/team' });
    expect(screen.getByRole('heading', { name: founder.name })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Visit Profile/ });
    expect(link).toHaveAttribute('href', company.founderProfileUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the COO, CMO and CTO; Read More opens a modal that the Close button closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeamPage />, { route: '/team' });
    expect(executives.map((e) => e.role)).toEqual(['COO', 'CMO', 'CTO']);
    const cto = executives[2]!;
    const opener = screen.getByRole('button', { name: `Read More: ${cto.name}` });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: cto.name });
    expect(within(dialog).getByText(cto.title)).toBeVisible();
    expect(within(dialog).getByText(cto.description)).toBeVisible();
    expect(within(dialog).getByRole('img', { name: `Portrait of ${cto.name}` })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps Tab inside the open modal and closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeamPage />, { route: '/team' });
    await user.click(screen.getByRole('button', { name: `Read More: ${executives[0]!.name}` }));
    const dialog = screen.getByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    buttons[buttons.length - 1]!.focus();
    await user.tab();
    expect(buttons[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Image Loading...' when a portrait fails to load", async () => {
    const user = userEvent.setup();
    renderWithProviders(<TeamPage />, { route: '/team' });
    await user.click(screen.getByRole('button', { name: `Read More: ${executives[1]!.name}` }));
    const dialog = screen.getByRole('dialog');
    const photo = within(dialog).getByRole('img', { name: `Portrait of ${executives[1]!.name}` });
    fireEvent.error(photo);
    expect(within(dialog).getByText('Image Loading...')).toBeVisible();
  });
});

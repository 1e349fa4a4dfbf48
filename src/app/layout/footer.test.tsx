import { screen, within } from '@testing-library/react';
import { company } from '@/content/company';
import { renderApp } from '@/test/app';
import { mockApi } from '@/test/msw';

mockApi();

const footer = async () => screen.findByRole('contentinfo');

describe('footer (spec section 2)', () => {
  it('has the quick links Home, About, Services, Team, FAQS and Contact', async () => {
    renderApp('/about');
    const group = within(await footer()).getByRole('region', { name: 'Quick Links' });
    const links = within(group).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['About', '/about'],
      ['Services', '/services'],
      ['Team', '/team'],
      ['FAQS', '/faqs'],
      ['Contact', '/contact'],
    ]);
  });

  it('has a contact group with the phone, the support e-mail and five social links', async () => {
    renderApp('/');
    const f = await footer();
    expect(within(f).getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      company.phoneHref,
    );
    expect(within(f).getByRole('link', { name: company.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${company.supportEmail}`,
    );
    for (const network of ['Facebook', 'Instagram', 'X', 'TikTok', 'Telegram']) {
      const link = within(f).getByRole('link', { name: new RegExp(`on ${network} `) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('links the support items: terms, privacy, the team page to refer a friend, sign-up', async () => {
    renderApp('/');
    const group = within(await footer()).getByRole('region', { name: 'Support' });
    const links = within(group).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Terms And Conditions', '/terms'],
      ['Privacy Policy', '/privacy'],
      ['Refer A Friend', '/tree'],
      ['Become A Member', '/signup'],
    ]);
  });

  it('shows the office address in Dubai, UAE, the taxi image and a powered-by line', async () => {
    renderApp('/');
    const f = await footer();
    const office = within(f).getByRole('region', { name: 'Our Office' });
    expect(office).toHaveTextContent(/Dubai/);
    expect(office).toHaveTextContent(/United Arab Emirates/);
    const taxi = within(f).getByTestId('footer-taxi');
    expect(within(taxi).getByRole('presentation', { hidden: true })).toHaveAttribute(
      'src',
      '/images/layout/taxi.svg',
    );
    expect(within(f).getByText(/^Powered by /)).toBeInTheDocument();
  });

  it('parks the taxi under reduced motion: its animation is motion-safe only', async () => {
    renderApp('/');
    const f = await footer();
    const mover = within(f).getByTestId('footer-taxi');
    expect(mover.className).toContain('motion-safe:animate-taxi');
    expect(mover.className).not.toMatch(/(^|\s)animate-taxi/);
  });
});

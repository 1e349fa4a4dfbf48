import { screen, within } from '@testing-library/react';
import { company } from '@/content/company';
import { renderAt, useApiMocks } from '../test-utils';

useApiMocks();

const footer = async () => screen.findByRole('contentinfo');

describe('footer (spec section 2)', () => {
  it('has the quick links Home, About, Services, Team, FAQS and Contact', async () => {
    renderAt('/about');
    const group = within(await footer())
      .getByRole('heading', { name: 'Quick Links' })
      .closest('section')!;
    const links = within(group as HTMLElement).getAllByRole('link');
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
    renderAt('/');
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

  it('lists the support items as plain text, not links', async () => {
    renderAt('/');
    const f = await footer();
    for (const item of [
      'Terms And Conditions',
      'Privacy Policy',
      'Refer A Friend',
      'Become A Member',
    ]) {
      const el = within(f).getByText(item);
      expect(el.closest('a')).toBeNull();
    }
  });

  it('shows the office address in Dubai, UAE, the taxi image and a powered-by line', async () => {
    renderAt('/');
    const f = await footer();
    expect(within(f).getByRole('heading', { name: 'Our Office' })).toBeInTheDocument();
    const address = f.querySelector('address');
    expect(address).toHaveTextContent(/Dubai/);
    expect(address).toHaveTextContent(/United Arab Emirates/);
    expect(f.querySelector('img[src="/images/layout/taxi.svg"]')).not.toBeNull();
    expect(within(f).getByText(/^Powered by /)).toBeInTheDocument();
  });

  it('parks the taxi under reduced motion: its animation is motion-safe only', async () => {
    renderAt('/');
    const f = await footer();
    const mover = f.querySelector('img[src="/images/layout/taxi.svg"]')?.parentElement;
    expect(mover?.className).toContain('motion-safe:animate-taxi');
    expect(mover?.className).not.toMatch(/(^|\s)animate-taxi/);
  });
});

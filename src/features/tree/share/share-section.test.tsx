import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFERRAL_API, type ReferralStats } from '@contract/referrals';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderTree, serveTree } from '../test-serve';

const server = setupMsw();

const STATS: ReferralStats = {
  month: '2026-11',
  visits: 37,
  thisMonth: { signups: 2, kycApproved: 1, riders: 1 },
  allTime: { signups: 5, kycApproved: 3, riders: 2 },
  recent: [
    { name: 'Huda N.', joinedAt: '2026-11-20T08:00:00.000Z' },
    { name: 'Ali K.', joinedAt: '2026-11-02T08:00:00.000Z' },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'share');
});

describe('the team page share section', () => {
  it('hands the share sheet our message naming the member, and the link', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    serveTree(server, [2]);
    renderTree();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Join me on Rihla',
      text: expect.stringContaining('it’s Demo! Join me on Rihla') as string,
      url: 'https://rihla.example/signup?ref=demo',
    });
  });

  it('offers WhatsApp with the message and the link, and no Share button without a sheet', async () => {
    serveTree(server, [2]);
    renderTree();
    const whatsapp = await screen.findByRole('link', { name: 'Share on WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.origin).toBe('https://wa.me');
    const text = href.searchParams.get('text') ?? '';
    expect(text).toMatch(/^Hi, it’s Demo! Join me on Rihla/);
    expect(text.endsWith('\nhttps://rihla.example/signup?ref=demo')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });

  it('draws the QR code of the link when asked', async () => {
    serveTree(server, [2]);
    renderTree();
    const toggle = await screen.findByRole('button', { name: 'QR code' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(
      await screen.findByRole('img', { name: 'QR code of your referral link' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide QR code' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it("shows what the link brought: this month's figures and the last sign-ups", async () => {
    serveTree(server, [2]);
    server.use(
      http.get(apiUrl(REFERRAL_API.stats), () =>
        HttpResponse.json({ success: true, stats: STATS }),
      ),
    );
    renderTree();
    const panel = await screen.findByRole('region', { name: 'What your link brought' });
    const terms = within(panel)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(panel)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(Object.fromEntries(terms.map((t, i) => [t, values[i]]))).toEqual({
      'Visits this month': '37',
      'Sign-ups this month': '2',
      'KYC-approved': '1',
      'Took a ride': '1',
    });
    expect(
      within(panel).getByText(/Since you joined: 5 sign-ups, 3 KYC-approved, 2 took a ride/),
    ).toBeInTheDocument();
    const rows = within(panel).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Huda N.') as string,
      expect.stringContaining('Ali K.') as string,
    ]);
  });
});

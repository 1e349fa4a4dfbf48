import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '@contract/user';
import {
  renderPage,
  sampleUser,
  server,
  setupMsw,
  signIn,
  TOKEN,
} from '@/features/auth/test/harness';
import ProfilePage from './profile-page';

setupMsw();

const CURRENT = '/api/drivers/get-current-user';
const open = () => renderPage({ path: '/profile', pages: { '/profile': <ProfilePage /> } });

function currentUser(reply: () => Response) {
  let calls = 0;
  server.use(
    http.get(CURRENT, () => {
      calls += 1;
      return reply();
    }),
    // The share card's link (issue 31).
    http.get('/api/user/referral-link', () =>
      HttpResponse.json({
        success: true,
        message: 'ok',
        referralLink: 'https://rihla.example/signup?ref=layla_h',
      }),
    ),
  );
  return () => calls;
}

describe('ProfilePage', () => {
  it('offers the member’s referral link to share, with WhatsApp and our message', async () => {
    signIn(sampleUser());
    currentUser(() => HttpResponse.json({ success: true, token: TOKEN, user: sampleUser() }));
    open();
    const card = await screen.findByRole('region', { name: 'Invite people to Rihla' });
    expect(within(card).getByRole('textbox', { name: 'Your referral link' })).toHaveValue(
      'https://rihla.example/signup?ref=layla_h',
    );
    const href = within(card).getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
    expect(new URL(href ?? '').searchParams.get('text')).toMatch(
      /^Hi, it’s Layla! .*\nhttps:\/\/rihla\.example\/signup\?ref=layla_h$/s,
    );
  });

  it('refreshes the current user on entry and shows name, joining date, badge and tiles', async () => {
    signIn(sampleUser({ firstName: 'Old', lastName: 'Name' }));
    const calls = currentUser(() =>
      HttpResponse.json({ success: true, token: 'fresh.token.here', user: sampleUser() }),
    );
    open();
    expect(await screen.findByRole('heading', { name: 'Layla Haddad' })).toBeInTheDocument();
    expect(calls()).toBeGreaterThanOrEqual(1);
    expect(screen.getByText('@layla_h')).toBeInTheDocument();
    expect(screen.getByText('14 Mar 2026')).toBeInTheDocument();
    // No rank yet: the spec's badge (DECISIONS 34).
    expect(screen.getByText('Tycoon Starter')).toBeInTheDocument();
    // No photo: initials, named as the spec's placeholder was.
    expect(screen.getByRole('img', { name: 'No Img' })).toHaveTextContent('LH');
    expect(screen.getByRole('link', { name: /My Wallet/ })).toHaveAttribute('href', '/mlm');
    expect(screen.getByRole('link', { name: /My Team/ })).toHaveAttribute('href', '/tree');
    // The session is refreshed with the fresh token (DECISIONS 2).
    expect(localStorage.getItem('auth_token')).toBe('fresh.token.here');
  });

  it('shows the photo from the asset host when the member has one', async () => {
    signIn(sampleUser({ selfieImage: 'uploads/abc.webp' }));
    currentUser(() =>
      HttpResponse.json({
        success: true,
        token: TOKEN,
        user: sampleUser({ selfieImage: 'uploads/abc.webp' }),
      }),
    );
    open();
    const img = await screen.findByRole('img', { name: 'Layla Haddad' });
    expect(img).toHaveAttribute('src', '/uploads/abc.webp');
    expect(screen.queryByRole('img', { name: 'No Img' })).not.toBeInTheDocument();
  });

  it('shows the initials in place of a photo that fails to load', async () => {
    const withPhoto = sampleUser({ selfieImage: 'uploads/gone.webp' });
    signIn(withPhoto);
    currentUser(() => HttpResponse.json({ success: true, token: TOKEN, user: withPhoto }));
    open();
    fireEvent.error(await screen.findByRole('img', { name: 'Layla Haddad' }));
    expect(await screen.findByRole('img', { name: 'No Img' })).toHaveTextContent('LH');
  });

  it.each([
    ['Champion', 'Champion'],
    ['BOSS', 'Boss'],
  ])('shows the current CRR rank %o as the badge %o', async (stored, badge) => {
    const ranked = sampleUser({
      crrRank: {
        current: stored as User['crrRank']['current'],
        lastUpdated: '2026-05-01T00:00:00.000Z',
        rewardAmount: 0,
        rewardClaimed: false,
      },
    });
    signIn(sampleUser());
    currentUser(() => HttpResponse.json({ success: true, token: TOKEN, user: ranked }));
    open();
    // The badge follows the refreshed user, not the one stored at login.
    expect(await screen.findByText(badge)).toBeInTheDocument();
    expect(screen.queryByText('Tycoon Starter')).not.toBeInTheDocument();
  });

  it('shows Tycoon Starter for a user without any rank field (an older server or build)', async () => {
    const { crrRank: _, ...old } = sampleUser();
    signIn(old as User);
    currentUser(() => HttpResponse.json({ success: true, token: TOKEN, user: old }));
    open();
    expect(await screen.findByText('Tycoon Starter')).toBeInTheDocument();
  });

  it('falls back to the username when there is no name', async () => {
    const nameless = sampleUser({ firstName: '', lastName: '', name: '' });
    signIn(nameless);
    currentUser(() => HttpResponse.json({ success: true, token: TOKEN, user: nameless }));
    open();
    expect(await screen.findByRole('heading', { name: 'layla_h' })).toBeInTheDocument();
  });

  it('ends the session when the server answers 401', async () => {
    signIn();
    currentUser(() =>
      HttpResponse.json({ success: false, message: 'Unauthorized' }, { status: 401 }),
    );
    const { store } = open();
    await waitFor(() => {
      expect(store.getState().auth.isAuthenticated).toBe(false);
    });
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(screen.queryByText('Failed to get user data')).not.toBeInTheDocument();
  });

  it("keeps the session on other errors and says 'Failed to get user data'", async () => {
    signIn();
    currentUser(() => new HttpResponse(null, { status: 503 }));
    const { store } = open();
    expect(await screen.findByText('Failed to get user data')).toBeInTheDocument();
    expect(store.getState().auth.isAuthenticated).toBe(true);
    expect(within(screen.getByRole('main')).getByText('Layla Haddad')).toBeInTheDocument();
  });
});

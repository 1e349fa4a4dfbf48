/** The terms banner (issue 28): asked of members without the current version, once. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TERMS_VERSION } from '@contract/member-rights';
import { sampleUser, server, setupMsw, signIn } from '@/features/auth/test/harness';
import { renderWithProviders } from '@/test/render';
import { ConsentGate } from './consent-gate';

setupMsw();

describe('ConsentGate', () => {
  it('asks a member who never accepted, and saves the current version', async () => {
    signIn(sampleUser({ termsVersion: null }));
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/user/consent', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'saved' });
      }),
    );
    renderWithProviders(<ConsentGate />);
    const banner = await screen.findByRole('region', { name: 'Please accept our terms' });
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    await userEvent.click(screen.getByRole('button', { name: 'I accept' }));
    await waitFor(() => {
      expect(banner).not.toBeInTheDocument();
    });
    expect(bodies).toEqual([{ termsVersion: TERMS_VERSION }]);
    expect(JSON.parse(localStorage.getItem('auth_user') ?? '{}')).toMatchObject({
      termsVersion: TERMS_VERSION,
    });
  });

  it('asks again after a new version, and never a member with the current one', async () => {
    signIn(sampleUser({ termsVersion: '2020-01-01' }));
    const { unmount } = renderWithProviders(<ConsentGate />);
    expect(await screen.findByRole('button', { name: 'I accept' })).toBeVisible();
    unmount();
    signIn(sampleUser({ termsVersion: TERMS_VERSION }));
    renderWithProviders(<ConsentGate />);
    expect(screen.queryByRole('region', { name: 'Please accept our terms' })).toBeNull();
  });
});

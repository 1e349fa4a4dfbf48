import { act, fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '@contract/api-paths';
import { REFERRAL_API } from '@contract/referrals';
import { treeAnswer } from './test-fixtures';
import { NO_STATS } from './test-serve';
import { signedIn } from '@/test/members';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import TreePage from './tree-page';

const server = setupMsw();
const LINK = 'https://rihla.example/signup?ref=demo';

function serve(link: () => Response) {
  server.use(
    http.get(apiUrl(API.referralTree), () => HttpResponse.json(treeAnswer([2]))),
    http.get(apiUrl(API.referralLink), link),
    http.get(apiUrl(REFERRAL_API.stats), () =>
      HttpResponse.json({ success: true, stats: NO_STATS }),
    ),
  );
}
function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}
async function renderAndCopy() {
  renderWithProviders(<TreePage />, {
    route: '/tree',
    history: ['/previous'],
    preloadedState: { auth: signedIn() },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Copy referral link' }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Copy referral link', () => {
  it("copies the link from GET /user/referral-link and shows 'Link Copied!' for 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(() => HttpResponse.json({ success: true, message: 'ok', referralLink: LINK }));
    const writeText = stubClipboard(() => Promise.resolve());
    await renderAndCopy();
    expect(await screen.findByRole('button', { name: 'Link Copied!' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(LINK);
    // Announced to screen readers too.
    expect(screen.getByText('Link Copied!', { selector: '[role="status"]' })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByRole('button', { name: 'Link Copied!' })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(screen.getByRole('button', { name: 'Copy referral link' })).toBeInTheDocument();
  });

  it("alerts 'Failed to fetch referral link. Please try again.' when the link call fails", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    serve(() => new HttpResponse(null, { status: 500 }));
    const writeText = stubClipboard(() => Promise.resolve());
    await renderAndCopy();
    await vi.waitFor(() => {
      expect(alert).toHaveBeenCalledWith('Failed to fetch referral link. Please try again.');
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Copy referral link' })).toBeEnabled();
  });

  it("alerts 'Failed to copy referral link. Please try again.' when the clipboard refuses", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    serve(() => HttpResponse.json({ success: true, message: 'ok', referralLink: LINK }));
    stubClipboard(() => Promise.reject(new Error('denied')));
    await renderAndCopy();
    await vi.waitFor(() => {
      expect(alert).toHaveBeenCalledWith('Failed to copy referral link. Please try again.');
    });
    expect(screen.queryByRole('button', { name: 'Link Copied!' })).not.toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { activateLanguage, loadLanguage } from '@/i18n/catalogue';
import { emitSessionCleared } from '@/lib/session-events';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { redirect } from './session-sync';
import { renderApp } from '@/test/app';
import { A_TOKEN, storeSignedIn, testUser } from '@/test/members';
import { mockApi } from '@/test/msw';

const server = mockApi();
const CURRENT_USER = '/api/drivers/get-current-user';

function tokenOnly(token = A_TOKEN) {
  localStorage.setItem(STORAGE_KEYS.token, token);
}

function countCalls() {
  const calls: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === CURRENT_USER) calls.push(request.clone());
  });
  return calls;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
  activateLanguage('en');
});

/** The page's language as the language provider sets it on an Arabic page. */
async function inArabic() {
  await loadLanguage('ar');
  activateLanguage('ar');
}

describe('current-user check on start (spec section 4)', () => {
  it('fetches the current user when a token exists without a signed-in user, and signs in', async () => {
    tokenOnly();
    server.use(
      http.get(CURRENT_USER, () =>
        HttpResponse.json({ success: true, user: testUser(), token: 'new.token.value' }),
      ),
    );
    const view = renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(view.store.getState().auth.isAuthenticated).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('new.token.value');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toMatchObject({
      username: 'amal',
    });
  });

  it('sends the stored token as a Bearer header', async () => {
    tokenOnly();
    const calls = countCalls();
    server.use(http.get(CURRENT_USER, () => HttpResponse.json({}, { status: 500 })));
    renderApp('/');
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    expect(calls[0]!.headers.get('authorization')).toBe(`Bearer ${A_TOKEN}`);
  });

  it('clears the session on a 401', async () => {
    tokenOnly();
    server.use(
      http.get(CURRENT_USER, () =>
        HttpResponse.json({ success: false, message: 'Invalid token' }, { status: 401 }),
      ),
    );
    const view = renderApp('/');
    await waitFor(() => {
      expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    });
    expect(view.store.getState().auth.token).toBeNull();
    expect(view.store.getState().auth.isAuthenticated).toBe(false);
  });

  it("clears the session on an 'Unauthorized' message with another status", async () => {
    tokenOnly();
    server.use(
      http.get(CURRENT_USER, () =>
        HttpResponse.json({ success: false, message: 'Unauthorized' }, { status: 403 }),
      ),
    );
    const view = renderApp('/');
    await waitFor(() => {
      expect(view.store.getState().auth.token).toBeNull();
    });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('keeps the session on any other error and says the user data failed to load', async () => {
    tokenOnly();
    server.use(
      http.get(CURRENT_USER, () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    const view = renderApp('/');
    expect(await screen.findByText('Failed to get user data')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(A_TOKEN);
    expect(view.store.getState().auth.token).toBe(A_TOKEN);
    expect(view.store.getState().auth.isAuthenticated).toBe(false);
  });

  it('shows the server message when another error carries one', async () => {
    tokenOnly();
    server.use(
      http.get(CURRENT_USER, () =>
        HttpResponse.json({ success: false, message: 'Database is resting' }, { status: 503 }),
      ),
    );
    renderApp('/');
    expect(await screen.findByText('Database is resting')).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe(A_TOKEN);
  });

  it('words the failure in Arabic on an Arabic page: by its code, or its own words', async () => {
    tokenOnly();
    server.use(
      http.get(CURRENT_USER, () =>
        HttpResponse.json(
          { success: false, message: 'Something went wrong', code: 'INTERNAL_ERROR' },
          { status: 500 },
        ),
      ),
    );
    await inArabic();
    renderApp('/ar');
    expect(await screen.findByText('حدث خطأ ما. يُرجى المحاولة مرة أخرى.')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('says in Arabic that the user data failed to load when the answer has no words', async () => {
    tokenOnly();
    server.use(
      http.get(CURRENT_USER, () => HttpResponse.json({ success: false }, { status: 500 })),
    );
    await inArabic();
    renderApp('/ar');
    expect(await screen.findByText('تعذّر جلب بيانات المستخدم')).toBeInTheDocument();
  });

  it('does not call when already signed in, or when there is no token', async () => {
    const calls = countCalls();
    storeSignedIn();
    renderApp('/');
    await screen.findByRole('banner');
    localStorage.clear();
    renderApp('/about');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(0);
  });
});

describe('sessionCleared (spec section 4)', () => {
  const clear = (endpoint = '/mlm/ddr/leaderboard') => {
    act(() => {
      emitSessionCleared({ reason: '401_unauthorized', endpoint });
    });
  };

  it('sends a signed-in member on a member page to /login with a full redirect', async () => {
    const to = vi.spyOn(redirect, 'to').mockImplementation(() => undefined);
    storeSignedIn();
    window.history.replaceState(null, '', '/mlm');
    const view = renderApp('/mlm');
    await screen.findByRole('banner');
    clear();
    expect(to).toHaveBeenCalledWith('/login');
    expect(view.store.getState().auth.isAuthenticated).toBe(false);
    expect(view.store.getState().auth.referralTree.attempted).toBe(false);
  });

  it('resets the referral-tree state', async () => {
    vi.spyOn(redirect, 'to').mockImplementation(() => undefined);
    const view = renderApp('/');
    await screen.findByRole('banner');
    act(() => {
      view.store.dispatch({
        type: 'auth/fetchReferralTree/rejected',
        payload: { message: 'Failed to load referral tree', status: 500, errors: null },
        meta: { requestId: 'x', requestStatus: 'rejected', aborted: false, condition: false },
        error: { message: 'Rejected' },
      });
    });
    expect(view.store.getState().auth.referralTree.error).toBe('Failed to load referral tree');
    clear();
    expect(view.store.getState().auth.referralTree).toEqual({
      tree: null,
      loading: false,
      error: null,
      attempted: false,
    });
  });

  it('does not redirect a visitor who was not signed in', async () => {
    const to = vi.spyOn(redirect, 'to').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/about');
    renderApp('/about');
    await screen.findByRole('banner');
    clear();
    expect(to).not.toHaveBeenCalled();
  });

  it.each(['/login', '/signup', '/forgot-password', '/reset-password'])(
    'does not redirect a signed-in member who is on the auth page %s',
    async (path) => {
      const to = vi.spyOn(redirect, 'to').mockImplementation(() => undefined);
      storeSignedIn();
      window.history.replaceState(null, '', path);
      renderApp(path);
      await screen.findByRole('heading', { level: 1 });
      clear();
      expect(to).not.toHaveBeenCalled();
    },
  );
});

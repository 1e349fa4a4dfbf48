import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { activateLanguage, loadLanguage } from '@/i18n/catalogue';
import { apiClient, isExemptFrom401 } from './api-client';
import { apiErrorMessage } from './api-error';
import { SESSION_CLEARED, type SessionClearedDetail } from './session-events';
import { STORAGE_KEYS } from './storage-keys';

const seen: Request[] = [];
const server = setupServer(
  http.get('/api/echo', ({ request }) => {
    seen.push(request.clone());
    return HttpResponse.json({ ok: true });
  }),
  http.get('/api/slow', async () => {
    await delay(1000);
    return HttpResponse.json({ ok: true });
  }),
  http.all('/api/*', () => HttpResponse.json({ message: 'No' }, { status: 401 })),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => {
  server.close();
});

function signIn(token = 'aaa.bbb.ccc') {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ _id: 'u1', username: 'amal' }));
  localStorage.setItem(STORAGE_KEYS.sessionId, 'session_1_ab');
}

function listen() {
  const events: SessionClearedDetail[] = [];
  const handler = (e: Event) => events.push((e as CustomEvent<SessionClearedDetail>).detail);
  window.addEventListener(SESSION_CLEARED, handler);
  onTestFinished(() => {
    window.removeEventListener(SESSION_CLEARED, handler);
  });
  return events;
}

describe('the API client (spec section 7)', () => {
  it('talks to /api with JSON and a 10,000 ms timeout', () => {
    expect(apiClient.defaults.baseURL).toBe('/api');
    expect(apiClient.defaults.timeout).toBe(10_000);
    expect(apiClient.defaults.headers['Content-Type']).toBe('application/json');
  });

  it('sends the stored token as a Bearer header', async () => {
    signIn('aaa.bbb.ccc');
    await apiClient.get('/echo');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer aaa.bbb.ccc');
  });

  it('strips quotes a stored token picked up', async () => {
    localStorage.setItem(STORAGE_KEYS.token, '"aaa.bbb.ccc"');
    await apiClient.get('/echo');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer aaa.bbb.ccc');
  });

  it('sends the active language as Accept-Language, read at each call', async () => {
    await apiClient.get('/echo');
    expect(seen[0]!.headers.get('accept-language')).toBe('en');
    await loadLanguage('ar');
    activateLanguage('ar');
    onTestFinished(() => {
      activateLanguage('en');
    });
    await apiClient.get('/echo');
    expect(seen[1]!.headers.get('accept-language')).toBe('ar');
  });

  it('sends no Authorization header without a token', async () => {
    await apiClient.get('/echo');
    expect(seen[0]!.headers.get('authorization')).toBeNull();
  });

  it('warns about a badly formed token without logging it, and still sends the request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn('not-a-jwt-secret-value');
    await apiClient.get('/echo');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(warn.mock.calls)).not.toContain('not-a-jwt-secret-value');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer not-a-jwt-secret-value');
  });

  it('does not warn about a well-formed token', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signIn('aaa.bbb.ccc');
    await apiClient.get('/echo');
    expect(warn).not.toHaveBeenCalled();
  });

  it("turns a timeout into 'Request timed out. Please try again.'", async () => {
    // msw's XMLHttpRequest stand-in ignores xhr.timeout, so this one call uses axios' fetch
    // adapter; the timeout and the interceptor that words it are the same.
    const error: unknown = await apiClient
      .get('/slow', { timeout: 30, adapter: 'fetch', baseURL: `${location.origin}/api` })
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe('Request timed out. Please try again.');
    expect(apiErrorMessage(error, 'Failed to load MLM dashboard')).toBe(
      'Request timed out. Please try again.',
    );
  });
});

describe('the 401 rule (spec section 4)', () => {
  it('clears the session and raises sessionCleared with the reason and endpoint', async () => {
    signIn();
    const events = listen();
    await expect(apiClient.get('/mlm/ddr/leaderboard')).rejects.toThrow();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.sessionId)).toBeNull();
    expect(events).toEqual([{ reason: '401_unauthorized', endpoint: '/mlm/ddr/leaderboard' }]);
  });

  it.each([
    '/user/login',
    '/user/signup',
    '/user/logout',
    '/user/verify-otp',
    '/user/forgot-password',
    '/user/reset-password',
  ])('leaves the session alone when %s answers 401', async (url) => {
    signIn();
    const events = listen();
    await expect(apiClient.post(url, {})).rejects.toThrow();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('aaa.bbb.ccc');
    expect(events).toEqual([]);
    expect(isExemptFrom401(url)).toBe(true);
  });

  it.each(['/drivers/get-current-user', '/user/referral-tree', '/user/resend-otp'])(
    'treats %s as a session call',
    (url) => {
      expect(isExemptFrom401(url)).toBe(false);
    },
  );

  it('leaves the session alone on other failures', async () => {
    signIn();
    const events = listen();
    server.use(http.get('/api/boom', () => HttpResponse.json({}, { status: 500 })));
    await expect(apiClient.get('/boom')).rejects.toThrow();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('aaa.bbb.ccc');
    expect(events).toEqual([]);
  });
});

import JsCookie from 'js-cookie';
import { cookies } from './cookies';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The strings written to document.cookie (jsdom keeps no attributes to read back). */
function spyOnWrites() {
  return vi.spyOn(Document.prototype, 'cookie', 'set');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('cookie helper of the stored session', () => {
  it('reads back what it writes, odd characters included', () => {
    cookies.set('auth_token', 'aaa.bbb.ccc', {});
    cookies.set('odd name', 'a b;c=d"é%', {});
    expect(cookies.get('auth_token')).toBe('aaa.bbb.ccc');
    expect(cookies.get('odd name')).toBe('a b;c=d"é%');
    expect(cookies.get('missing')).toBeUndefined();
  });

  it('writes for the whole site, same-site strict, secure and for the given days', () => {
    const writes = spyOnWrites();
    const before = Date.now();
    cookies.set('auth_token', 'aaa.bbb.ccc', { sameSite: 'strict', secure: true, expires: 7 });
    const written = String(writes.mock.calls[0]?.[0]);
    expect(written).toMatch(
      /^auth_token=aaa\.bbb\.ccc; path=\/; samesite=strict; secure; expires=/,
    );
    const expires = Date.parse(/expires=([^;]+)/.exec(written)?.[1] ?? '');
    // toUTCString keeps whole seconds.
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
  });

  it('without expires writes a session cookie, and without secure a plain one', () => {
    const writes = spyOnWrites();
    cookies.set('auth_token', 'aaa.bbb.ccc', { sameSite: 'strict', secure: false });
    expect(writes.mock.calls[0]?.[0]).toBe('auth_token=aaa.bbb.ccc; path=/; samesite=strict');
  });

  it('removes a cookie by expiring it on the same path', () => {
    cookies.set('auth_token', 'aaa.bbb.ccc', { expires: 7 });
    const writes = spyOnWrites();
    cookies.remove('auth_token');
    expect(String(writes.mock.calls[0]?.[0])).toMatch(/^auth_token=; path=\/; expires=/);
    expect(cookies.get('auth_token')).toBeUndefined();
    expect(document.cookie).not.toContain('auth_token=');
  });

  it('reads the cookies js-cookie wrote before it, and js-cookie reads its cookies', () => {
    JsCookie.set('auth_token', 'x.y.z', { sameSite: 'strict', expires: 7 });
    expect(cookies.get('auth_token')).toBe('x.y.z');
    cookies.set('other', 'a b/c', { expires: 1 });
    expect(JsCookie.get('other')).toBe('a b/c');
    cookies.remove('auth_token');
    expect(JsCookie.get('auth_token')).toBeUndefined();
  });

  it('takes a quoted value without its quotes and a malformed one as it stands', () => {
    document.cookie = 'quoted="abc"; path=/';
    document.cookie = 'broken=%E0%A4%A; path=/';
    expect(cookies.get('quoted')).toBe('abc');
    expect(cookies.get('broken')).toBe('%E0%A4%A');
  });

  it('without a document (the prerender) reads nothing and writes nothing', () => {
    vi.stubGlobal('document', undefined);
    try {
      expect(cookies.get('auth_token')).toBeUndefined();
      expect(() => {
        cookies.set('auth_token', 'aaa.bbb.ccc', { expires: 7 });
        cookies.remove('auth_token');
      }).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

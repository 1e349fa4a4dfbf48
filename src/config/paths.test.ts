import { isAuthPage, paths, returnPathFrom } from './paths';

describe('auth pages (spec section 2)', () => {
  it.each(['/login', '/signup', '/forgot-password', '/reset-password', '/login/'])(
    '%s is an auth page',
    (path) => {
      expect(isAuthPage(path)).toBe(true);
    },
  );

  it.each(['/', '/about', '/profile', '/loginx', '/user-tree/login'])('%s is not', (path) => {
    expect(isAuthPage(path)).toBe(false);
  });

  it('builds a member tree link with the id encoded', () => {
    expect(paths.userTree.getHref('a b/c')).toBe('/user-tree/a%20b%2Fc');
  });
});

describe('the page to return to after login (DECISIONS 32)', () => {
  it.each([
    ['/bbr', '/bbr'],
    ['/bbr?campaign=7#leaderboard', '/bbr?campaign=7#leaderboard'],
    ['/user-tree/abc123', '/user-tree/abc123'],
    ['/RegionalAmbassador', '/RegionalAmbassador'],
  ])('honours the in-app path %s', (from, expected) => {
    expect(returnPathFrom({ from })).toBe(expected);
  });

  it.each([
    ['another origin', 'https://evil.example/bbr'],
    ['a protocol-relative address', '//evil.example/bbr'],
    ['a backslash a browser reads as a slash', '/\\evil.example'],
    ['a tab a browser strips', '/\t/evil.example'],
    ['a relative path', 'bbr'],
    ['a script address', 'javascript:alert(1)'],
    ['the login page', '/login'],
    ['the login page in another case', '/LOGIN?x=1'],
    ['the signup page with a slash', '/signup/'],
    ['a path that resolves to an auth page', '/bbr/../reset-password'],
    ['an empty string', ''],
  ])('ignores %s', (_, from) => {
    expect(returnPathFrom({ from })).toBeNull();
  });

  it.each([null, undefined, 'bbr', { from: 42 }, { to: '/bbr' }])(
    'ignores a state without a string `from` (%o)',
    (state) => {
      expect(returnPathFrom(state)).toBeNull();
    },
  );
});

import { isAuthPage, paths } from './paths';

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

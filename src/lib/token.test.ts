import { cleanToken, isValidTokenFormat } from './token';

describe('token format (spec section 5)', () => {
  it.each(['aaa.bbb.ccc', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln', '"aaa.bbb.ccc"', "'a.b.c'"])(
    'accepts %s',
    (token) => {
      expect(isValidTokenFormat(token)).toBe(true);
    },
  );

  it.each(['', 'abc', 'a.b', 'a.b.c.d', 'a..c', '.b.c', 'a.b.', '""', null, undefined])(
    'rejects %s',
    (token) => {
      expect(isValidTokenFormat(token)).toBe(false);
    },
  );

  it('strips surrounding quotes and spaces', () => {
    expect(cleanToken('  "aaa.bbb.ccc"  ')).toBe('aaa.bbb.ccc');
    expect(cleanToken('""')).toBeNull();
    expect(cleanToken(null)).toBeNull();
  });
});

import { languageOfPath, localizedPath, withoutLanguage } from './language-paths';

describe('language addresses (DECISIONS 38)', () => {
  it('reads Arabic from /ar addresses and English from the twinned English ones', () => {
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/ar/')).toBe('ar');
    expect(languageOfPath('/ar/about')).toBe('ar');
    expect(languageOfPath('/AR/login')).toBe('ar');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/faqs/')).toBe('en');
    expect(languageOfPath('/reset-password')).toBe('en');
  });

  it('leaves member pages to the saved choice', () => {
    expect(languageOfPath('/profile')).toBeNull();
    expect(languageOfPath('/user-tree/abc')).toBeNull();
    expect(languageOfPath('/arabic')).toBeNull();
  });

  it('gives a twinned page its address in each language, keeping search and hash', () => {
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('ar', '/about')).toBe('/ar/about');
    expect(localizedPath('ar', '/login?next=1#form')).toBe('/ar/login?next=1#form');
    expect(localizedPath('en', '/ar/about')).toBe('/about');
    expect(localizedPath('en', '/ar')).toBe('/');
    expect(localizedPath('ar', '/ar/faqs')).toBe('/ar/faqs');
  });

  it('keeps member paths as they are in both languages', () => {
    expect(localizedPath('ar', '/profile')).toBe('/profile');
    expect(localizedPath('ar', '/wallet/statement?month=2026-11')).toBe(
      '/wallet/statement?month=2026-11',
    );
    expect(localizedPath('en', '/tree')).toBe('/tree');
  });

  it('strips the prefix', () => {
    expect(withoutLanguage('/ar/signup')).toBe('/signup');
    expect(withoutLanguage('/ar')).toBe('/');
    expect(withoutLanguage('/signup')).toBe('/signup');
  });
});

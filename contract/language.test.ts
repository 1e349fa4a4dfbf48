import { directionOf, intlLocaleOf, languageFromAccept } from './language';

describe('languageFromAccept', () => {
  it('picks the first of our languages by weight', () => {
    expect(languageFromAccept('ar-AE,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageFromAccept('fr-FR,fr;q=0.9,en-GB;q=0.8,ar;q=0.7')).toBe('en');
    expect(languageFromAccept('en;q=0.2, ar;q=0.9')).toBe('ar');
    expect(languageFromAccept(['ar-SA', 'en-US'])).toBe('ar');
  });

  it('answers null when neither is asked for, or only with weight 0', () => {
    expect(languageFromAccept('fr, de;q=0.5')).toBeNull();
    expect(languageFromAccept('ar;q=0')).toBeNull();
    expect(languageFromAccept('')).toBeNull();
    expect(languageFromAccept(undefined)).toBeNull();
  });
});

describe('language conventions', () => {
  it('writes Arabic right to left with Latin digits', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(new Intl.NumberFormat(intlLocaleOf('ar')).format(12345)).toBe('12,345');
  });
});

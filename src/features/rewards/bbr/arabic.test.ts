import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, loadLanguage, translate } from '@/i18n/catalogue';
import { bbrMessages } from './messages';
import { periodText } from './period';

beforeAll(async () => {
  await loadLanguage('ar');
  activateLanguage('ar');
});
afterAll(() => {
  activateLanguage('en');
});

describe('BBR in Arabic', () => {
  it("counts rides and days with Arabic's plural forms, in Latin digits", () => {
    const rides = (count: number) => translate(bbrMessages, 'rides', { count });
    expect([1, 2, 3, 11, 100].map(rides)).toEqual([
      'مشوار واحد',
      'مشواران',
      '3 مشاوير',
      '11 مشوارًا',
      '100 مشوار',
    ]);
    expect(translate(bbrMessages, 'days', { count: 7 })).toBe('7 أيام');
  });

  it("words the server's English period with Arabic dates, and leaves anything else as sent", () => {
    expect(periodText('18 Nov 2026 – 25 Nov 2026', 'ar')).toMatch(
      /^18 نوفمبر 2026 – 25 نوفمبر 2026$/,
    );
    expect(periodText('18 Nov 2026 – 25 Nov 2026', 'en')).toBe('18 Nov 2026 – 25 Nov 2026');
    expect(periodText('Ramadan', 'ar')).toBe('Ramadan');
  });
});

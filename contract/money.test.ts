import { aedToUsd, AED_PER_USD, filsToAed, filsToUsd, usdToAed } from './money';

describe('money conversions (DECISIONS 35)', () => {
  it('pegs the dollar at 3.6725 AED', () => {
    expect(AED_PER_USD).toBe(3.6725);
    expect(filsToUsd(36_725)).toBe(100);
    expect(filsToAed(36_725)).toBe(367.25);
  });

  it('rounds dollars to the cent and AED to the fil', () => {
    // 1,000.00 AED = 272.2940776… USD
    expect(filsToUsd(100_000)).toBe(272.29);
    expect(filsToAed(12_345.4)).toBe(123.45);
    expect(usdToAed(272.29)).toBe(999.99);
  });

  it('gives the same dollars from fils and from the AED figure the wallet shows', () => {
    for (const fils of [0, 1, 99, 12_345, 36_725, 1_000_000, 987_654_321]) {
      expect(aedToUsd(filsToAed(fils))).toBe(filsToUsd(fils));
    }
  });
});

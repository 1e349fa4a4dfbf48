import { describe, expect, it } from 'vitest';
import { normalizeRank, sameRank } from './rank';

describe('rank names (DECISIONS 9)', () => {
  it('compares names case-insensitively and reads unknown names as None', () => {
    expect(normalizeRank('CHAMPION')).toBe('Champion');
    expect(normalizeRank(' boss ')).toBe('Boss');
    expect(normalizeRank('Bronze')).toBe('None');
    expect(normalizeRank(undefined)).toBe('None');
    expect(sameRank('tycoon', 'Tycoon')).toBe(true);
    expect(sameRank('None', 'none')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { nextRankAfter, rankIcon, rankName } from './ranks';

describe('rank names (DECISIONS 9)', () => {
  it('reads the old upper-case names as the ladder names', () => {
    expect(rankName('CHAMPION')).toBe('Champion');
    expect(rankName('boss')).toBe('Boss');
    expect(rankIcon('BOSS')).toBe(rankIcon('Boss'));
  });

  it('treats a blank or NONE rank as None, and keeps an unknown name as sent', () => {
    expect(rankName('')).toBe('None');
    expect(rankName('NONE')).toBe('None');
    expect(rankName('Legend')).toBe('Legend');
  });

  it('finds the next rank case-insensitively, none after Boss', () => {
    expect(nextRankAfter('None')).toBe('Challenger');
    expect(nextRankAfter('TYCOON')).toBe('Champion');
    expect(nextRankAfter('BOSS')).toBeNull();
  });
});

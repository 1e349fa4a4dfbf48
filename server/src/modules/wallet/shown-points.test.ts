import { describe, expect, it } from 'vitest';
import { shownPointsSum } from './leaderboards';

describe('a points total beside its parts', () => {
  it('is the sum of the parts as shown, whole points each (DECISIONS 46)', () => {
    // 5,847.40 PGP and 70,706.40 TGP are shown as 5,847 and 70,706: the total is 76,553.
    expect(shownPointsSum(584_740, 7_070_640)).toBe(76_553);
    expect(shownPointsSum(50, 50)).toBe(2);
  });
});

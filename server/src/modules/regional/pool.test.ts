import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharePool } from './pool';

describe('regional pool shares', () => {
  it('splits 10 fils among 3 holders as 4, 3, 3 in some order', () => {
    const shares = [...sharePool(10, ['a', 'b', 'c'], 'ride-1').values()].sort();
    expect(shares).toEqual([3, 3, 4]);
  });

  it('always adds up to the pool, each share within one fil of the others', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 40 }),
        fc.string(),
        (pool, ids, rideId) => {
          const shares = [...sharePool(pool, ids, rideId).values()];
          const sum = shares.reduce((s, v) => s + v, 0);
          expect(sum).toBe(pool);
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        },
      ),
      { seed: 7, numRuns: 300 },
    );
  });

  it('hands the left-over fils to different holders on different rides', () => {
    const winners = new Set<string>();
    for (let i = 0; i < 50; i++) {
      for (const [id, fils] of sharePool(1, ['a', 'b', 'c'], `ride-${i}`))
        if (fils) winners.add(id);
    }
    expect([...winners].sort()).toEqual(['a', 'b', 'c']);
  });

  it('shares nothing without holders', () => {
    expect(sharePool(6, [], 'r').size).toBe(0);
  });
});

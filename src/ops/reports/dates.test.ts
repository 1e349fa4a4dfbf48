import { daysIn, dubaiToday, quickRange, rangeProblem } from './dates';

// 31 Oct 2026, 21:30 UTC is 1 Nov 2026, 01:30 in Dubai.
const LATE = Date.parse('2026-10-31T21:30:00Z');

describe('report ranges in Dubai days', () => {
  it('takes today from Dubai’s clock, not UTC’s', () => {
    expect(dubaiToday(LATE)).toBe('2026-11-01');
    expect(dubaiToday(Date.parse('2026-10-31T19:59:59Z'))).toBe('2026-10-31');
  });

  it('counts the quick ranges back from the Dubai day, today included', () => {
    expect(quickRange('last7', LATE)).toEqual({ from: '2026-10-26', to: '2026-11-01' });
    expect(quickRange('last30', LATE)).toEqual({ from: '2026-10-03', to: '2026-11-01' });
    expect(quickRange('thisMonth', LATE)).toEqual({ from: '2026-11-01', to: '2026-11-01' });
    expect(daysIn(quickRange('last30', LATE))).toBe(30);
  });

  it('names what is wrong with a typed range', () => {
    expect(rangeProblem({ from: '', to: '2026-10-01' })).toBe('rangeMissing');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('rangeMissing');
    expect(rangeProblem({ from: '2026-10-02', to: '2026-10-01' })).toBe('rangeOrder');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('rangeTooLong');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { ageOn, hlrState, type HlrFacts } from './rules';

const NOW = new Date('2026-06-15T12:00:00Z');
// Hundredths: PGP 200,000 and TGP 6,000,000 exactly; three legs of 1,200,000 TGP (20 % each).
const QUALIFIED: HlrFacts = {
  pgp: 200_000_00,
  tgp: 6_000_000_00,
  legs: [1_200_000_00, 1_200_000_00, 1_200_000_00],
  dateOfBirth: null,
  deceasedAt: null,
  heirName: null,
  award: null,
};

describe('HLR rule', () => {
  it('counts age in whole years, turning 55 on the birthday', () => {
    expect(ageOn('1971-06-16', NOW)).toBe(54);
    expect(ageOn('1971-06-15', NOW)).toBe(55);
    expect(ageOn(null, NOW)).toBeNull();
    expect(ageOn('15/06/1971', NOW)).toBeNull();
  });

  it('waits at 54 and is due at 55 for a qualified member', () => {
    const at54 = hlrState({ ...QUALIFIED, dateOfBirth: '1971-06-16' }, NOW);
    expect(at54).toMatchObject({
      isQualified: true,
      status: 'Qualified (Waiting for Age)',
      due: null,
      currentAge: 54,
    });
    const at55 = hlrState({ ...QUALIFIED, dateOfBirth: '1971-06-15' }, NOW);
    expect(at55).toMatchObject({
      isRetirementEligible: true,
      status: 'Eligible for Reward',
      due: 'retirement',
    });
  });

  it('is due at once for a qualified member recorded as deceased with an heir, not without one', () => {
    const withHeir = hlrState(
      { ...QUALIFIED, deceasedAt: NOW.toISOString(), heirName: 'Sara Khan' },
      NOW,
    );
    expect(withHeir.due).toBe('deceased');
    const noHeir = hlrState({ ...QUALIFIED, deceasedAt: NOW.toISOString() }, NOW);
    expect(noHeir).toMatchObject({ due: null, status: 'Eligible for Reward' });
  });

  it('applies the three-leg rule: full points with a weak third leg stay In Progress', () => {
    const weak = hlrState(
      { ...QUALIFIED, legs: [4_000_000_00, 1_500_000_00, 1_199_999_99], dateOfBirth: '1950-01-01' },
      NOW,
    );
    expect(weak).toMatchObject({ isQualified: false, status: 'In Progress', due: null });
    const short = hlrState({ ...QUALIFIED, pgp: 199_999_99, dateOfBirth: '1950-01-01' }, NOW);
    expect(short.isQualified).toBe(false);
  });

  it('says Reward Claimed once paid, and nothing more is due', () => {
    const paid = hlrState(
      {
        ...QUALIFIED,
        dateOfBirth: '1950-01-01',
        award: { reason: 'retirement', awardedAt: NOW.toISOString(), amountFils: 60_000_00 },
      },
      NOW,
    );
    expect(paid).toMatchObject({ status: 'Reward Claimed', isRewardClaimed: true, due: null });
  });
});

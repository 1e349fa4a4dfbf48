import { describe, expect, it } from 'vitest';
import { adaptCurrentCampaign, ridesPerDay } from './adapt';
import { campaignResponse } from './test-fixtures';

const withTime = (ridesNeeded: number, days: number, hours: number) => {
  const base = campaignResponse().data;
  return adaptCurrentCampaign({
    currentCampaign: { ...base.currentCampaign!, timeLeft: { days, hours } },
    progress: { ...base.progress!, ridesNeeded },
  });
};

describe('ridesPerDay (DECISIONS 6)', () => {
  it('spreads the rides still needed over the days left, rounding up', () => {
    expect(ridesPerDay(withTime(58, 3, 5))).toBe(19);
    expect(ridesPerDay(withTime(14, 7, 0))).toBe(2);
  });

  it('asks for everything today when less than a day is left', () => {
    expect(ridesPerDay(withTime(9, 0, 6))).toBe(9);
  });

  it('is 0 once the requirement is met', () => {
    expect(ridesPerDay(withTime(0, 2, 0))).toBe(0);
  });

  it("falls back to the spec's 13 without a campaign", () => {
    expect(ridesPerDay(adaptCurrentCampaign(null))).toBe(13);
  });
});

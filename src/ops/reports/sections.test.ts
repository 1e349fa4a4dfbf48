import type { OpsReport, ReportDay } from '@contract/ops-reports';
import { translate } from '@/i18n/catalogue';
import type { Translate } from '@/i18n/language-context';
import type en from './messages.en';
import { reportsMessages } from './messages';
import { sectionsOf } from './sections';

const t: Translate<typeof en> = (id, values) => translate(reportsMessages, id, values);

const day = (date: string, rewards: Record<string, number>): ReportDay => ({
  date,
  newMembers: 1,
  rides: 2,
  fares: 10.1,
  rewards,
  withdrawals: {
    requested: { count: 1, total: 100 },
    paid: { count: 0, total: 0 },
    rejected: { count: 0, total: 0 },
  },
});

const report: OpsReport = {
  from: '2026-10-01',
  to: '2026-10-02',
  programmes: ['ddr', 'adjustment', 'bonus'],
  days: [
    day('2026-10-01', { ddr: 0.1, adjustment: 0.2, bonus: 0 }),
    day('2026-10-02', { ddr: 1000.05, adjustment: -12.34, bonus: 3 }),
  ],
  totals: {
    ...day('', { ddr: 1000.15, adjustment: -12.14, bonus: 3 }),
    newMembers: 2,
    rides: 4,
    fares: 20.2,
  },
};

describe('the report’s sections', () => {
  const rewards = sectionsOf(report, t, 'en').find((s) => s.id === 'rewards');

  it('words every programme, and shows the code of one the console has no words for', () => {
    expect(rewards?.columns.map((c) => c.header)).toEqual([
      'DDR (AED)',
      'Adjustments (AED)',
      'bonus (AED)',
      'Total (AED)',
    ]);
  });

  it('totals a day’s rewards as the sum of the parts shown, in fils', () => {
    const total = rewards?.columns.at(-1);
    expect(report.days.map((d) => total?.cell(d))).toEqual(['0.30', '990.71']);
    expect(total?.total).toBe('991.01');
  });

  it('draws one series per programme, each in its own theme colour', () => {
    const tones = rewards?.series.map((s) => s.tone) ?? [];
    expect(new Set(tones).size).toBe(3);
  });
});

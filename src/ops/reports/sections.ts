/**
 * The four sections of a report as charts and table columns, from the API's answer. Amounts
 * are shown with two decimals under an "(AED)" heading; a total beside its parts is the sum of
 * the parts as shown (DECISIONS 46), added in fils.
 */
import { intlLocaleOf, type Language } from '@contract/language';
import type { OpsReport, ReportDay, ReportDayFigures } from '@contract/ops-reports';
import type { Translate } from '@/i18n/language-context';
import { formatAed, formatNumber } from '@/lib/format';
import type en from './messages.en';
import type { ChartSeries } from './report-chart';
import type { Column } from './report-section';
import { PROGRAMME_TONES, type Tone } from './tones';

const amounts = new Map<Language, Intl.NumberFormat>();
export function formatAmount(value: number, language: Language): string {
  let f = amounts.get(language);
  if (!f) {
    f = new Intl.NumberFormat(language === 'ar' ? intlLocaleOf('ar') : 'en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    amounts.set(language, f);
  }
  return f.format(value);
}

/** AED amounts with two decimals, added in fils. */
export const sumAed = (values: number[]) =>
  values.reduce((s, v) => s + Math.round(v * 100), 0) / 100;

const PROGRAMME_WORDS: Record<string, keyof typeof en> = {
  ddr: 'programmeDdr',
  crr: 'programmeCrr',
  bbr: 'programmeBbr',
  hlr: 'programmeHlr',
  regional: 'programmeRegional',
  adjustment: 'programmeAdjustment',
};

/** A programme in words; one the console has no words for yet shows its code. */
export const programmeName = (p: string, t: Translate<typeof en>) => {
  const id = PROGRAMME_WORDS[p];
  return id ? t(id) : p;
};

export interface SectionView {
  id: 'members' | 'rides' | 'rewards' | 'withdrawals';
  title: string;
  summary: string;
  series: ChartSeries[];
  bars?: boolean;
  columns: Column[];
}

const rewardsTotal = (f: ReportDayFigures) => sumAed(Object.values(f.rewards));

export function sectionsOf(
  report: OpsReport,
  t: Translate<typeof en>,
  language: Language,
): SectionView[] {
  const { days, totals } = report;
  const n = (v: number) => formatNumber(v);
  const aed = (v: number) => formatAmount(v, language);
  const pick = (f: (d: ReportDay) => number) => days.map(f);
  const w = totals.withdrawals;
  const kinds = [
    ['requested', 'colRequested', 'colRequestedAed', 'brand'],
    ['paid', 'colPaid', 'colPaidAed', 'success'],
    ['rejected', 'colRejected', 'colRejectedAed', 'danger'],
  ] as const;
  return [
    {
      id: 'members',
      title: t('members'),
      summary: t('membersSummary', { count: totals.newMembers }),
      bars: true,
      series: [{ label: t('colNewMembers'), values: pick((d) => d.newMembers), tone: 'brand' }],
      columns: [
        { header: t('colNewMembers'), cell: (d) => n(d.newMembers), total: n(totals.newMembers) },
      ],
    },
    {
      id: 'rides',
      title: t('rides'),
      summary: t('ridesSummary', { count: totals.rides, total: formatAed(totals.fares) }),
      series: [
        { label: t('colRides'), values: pick((d) => d.rides), tone: 'brand' },
        { label: t('seriesFares'), values: pick((d) => d.fares), tone: 'sand', second: true },
      ],
      columns: [
        { header: t('colRides'), cell: (d) => n(d.rides), total: n(totals.rides) },
        { header: t('colFares'), cell: (d) => aed(d.fares), total: aed(totals.fares) },
      ],
    },
    {
      id: 'rewards',
      title: t('rewards'),
      summary: t('rewardsSummary', { total: formatAed(rewardsTotal(totals)) }),
      series: report.programmes.map((p, i) => ({
        label: programmeName(p, t),
        values: pick((d) => d.rewards[p] ?? 0),
        tone: PROGRAMME_TONES[i % PROGRAMME_TONES.length] as Tone,
      })),
      columns: [
        ...report.programmes.map((p): Column => ({
          header: t('colProgramme', { programme: programmeName(p, t) }),
          cell: (d) => aed(d.rewards[p] ?? 0),
          total: aed(totals.rewards[p] ?? 0),
        })),
        {
          header: t('colRewardsTotal'),
          cell: (d) => aed(rewardsTotal(d)),
          total: aed(rewardsTotal(totals)),
        },
      ],
    },
    {
      id: 'withdrawals',
      title: t('withdrawals'),
      summary: t('withdrawalsSummary', {
        requested: formatAed(w.requested.total),
        paid: formatAed(w.paid.total),
        rejected: formatAed(w.rejected.total),
      }),
      series: kinds.map(([k, , money, tone]) => ({
        label: t(money),
        values: pick((d) => d.withdrawals[k].total),
        tone,
      })),
      columns: kinds.flatMap(([k, count, money]): Column[] => [
        {
          header: t(count),
          cell: (d) => n(d.withdrawals[k].count),
          total: n(w[k].count),
        },
        {
          header: t(money),
          cell: (d) => aed(d.withdrawals[k].total),
          total: aed(w[k].total),
        },
      ]),
    },
  ];
}

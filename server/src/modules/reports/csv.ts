/**
 * A report as CSV: one line per Dubai day (YYYY-MM-DD, Asia/Dubai), stable column codes a
 * spreadsheet can refer to, amounts in AED with two decimals. A section names only its columns.
 */
import type { OpsReport, ReportDay, ReportSection } from '../../../../contract/ops-reports';
import { csvLine } from '../../lib/csv';

type Column = [header: string, cell: (d: ReportDay) => string | number];

const aed = (n: number) => n.toFixed(2);
/** The sum in fils of AED amounts with two decimals, back in AED. */
const sumAed = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0) / 100;

function columns(report: OpsReport, section: ReportSection | null): Column[] {
  const all: Record<ReportSection, Column[]> = {
    members: [['new_members', (d) => d.newMembers]],
    rides: [
      ['rides', (d) => d.rides],
      ['fares_aed', (d) => aed(d.fares)],
    ],
    rewards: [
      ...report.programmes.map((p): Column => [`rewards_${p}_aed`, (d) => aed(d.rewards[p] ?? 0)]),
      ['rewards_total_aed', (d) => aed(sumAed(Object.values(d.rewards)))],
    ],
    withdrawals: (['requested', 'paid', 'rejected'] as const).flatMap((k): Column[] => [
      [`withdrawals_${k}`, (d) => d.withdrawals[k].count],
      [`withdrawals_${k}_aed`, (d) => aed(d.withdrawals[k].total)],
    ]),
  };
  return section ? all[section] : Object.values(all).flat();
}

export function reportCsv(report: OpsReport, section: ReportSection | null): string {
  const cols = columns(report, section);
  const lines = [
    csvLine(['date', ...cols.map(([h]) => h)]),
    ...report.days.map((d) => csvLine([d.date, ...cols.map(([, cell]) => cell(d))])),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

export const reportFileName = (report: OpsReport, section: ReportSection | null) =>
  `rihla-report${section ? `-${section}` : ''}-${report.from}-to-${report.to}.csv`;

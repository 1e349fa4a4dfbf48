/**
 * The reports desk (issue 30 item 6): figures per Dubai day computed from the ledger and the
 * tables at each request (no stored aggregates). Shared by the server, the console and tests.
 */

export const OPS_REPORTS_API = {
  report: '/ops/reports',
  csv: '/ops/reports.csv',
} as const;

/** The longest range one report covers, in days (both ends included). */
export const REPORT_MAX_DAYS = 366;

/** Reward programmes always shown (zeros included); any other the ledger holds follows them. */
export const REPORT_PROGRAMMES = ['ddr', 'crr', 'bbr', 'hlr', 'regional'] as const;

/**
 * Ledger programmes that are money leaving a member, not rewards credited: withdrawals have
 * their own section, and payouts are not rewards.
 */
export const NOT_REWARDS = ['withdrawal', 'payout'] as const;

export const REPORT_SECTIONS = ['members', 'rides', 'rewards', 'withdrawals'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

export interface ReportFigures {
  count: number;
  /** AED, two decimals. */
  total: number;
}

export interface ReportDayFigures {
  newMembers: number;
  rides: number;
  /** Sum of the rides' fares, AED. */
  fares: number;
  /** AED credited per programme (net of the programme's own negative lines, e.g. adjustments). */
  rewards: Record<string, number>;
  withdrawals: { requested: ReportFigures; paid: ReportFigures; rejected: ReportFigures };
}

export interface ReportDay extends ReportDayFigures {
  /** YYYY-MM-DD, a day in Asia/Dubai (+04:00). */
  date: string;
}

export interface OpsReport {
  from: string;
  to: string;
  /** The reward programmes of `rewards`, in column order. */
  programmes: string[];
  /** Every day of the range in order, zeros on days with nothing. */
  days: ReportDay[];
  totals: ReportDayFigures;
}

export const WITHDRAWAL_REPORT_ACTIONS = ['requested', 'paid', 'rejected'] as const;

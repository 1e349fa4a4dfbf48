/**
 * Reads the member dashboard answer for /mlm (API-CONTRACT section 4; DECISIONS 10: ours or the
 * old server's shape). Figures the old screen called toFixed on are always numbers here.
 */
import type { Programme } from '@contract/rewards';

export interface Transaction {
  amount: number;
  type: 'credit' | 'debit';
  programme: Programme | 'payout' | 'withdrawal' | null;
  description: string;
  timestamp: string;
}
export interface MlmDashboard {
  totalEarned: number;
  currentBalance: number;
  user: { username: string; name: string; sponsorId: string; joinedAt: string | null };
  totals: { ddr: number; crr: number; bbr: number; hlr: number; regional: number };
  transactions: Transaction[];
}

type Loose = Partial<Record<string, unknown>>;
const obj = (value: unknown): Loose => (value && typeof value === 'object' ? value : {});
const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function readTransaction(raw: unknown): Transaction {
  const t = obj(raw);
  return {
    amount: num(t.amount),
    type: t.type === 'debit' ? 'debit' : 'credit',
    programme:
      typeof t.programme === 'string' ? (t.programme as Programme | 'payout' | 'withdrawal') : null,
    description: str(t.description),
    timestamp: str(t.timestamp),
  };
}

export function readMlmDashboard(body: unknown): MlmDashboard {
  const data = obj(obj(body).data);
  const wallet = obj(data.wallet);
  const user = obj(data.user);
  const totals = obj(obj(data.summary).totalEarnings);
  const name =
    [str(user.firstName), str(user.lastName)].filter(Boolean).join(' ') || str(user.name);
  return {
    totalEarned: num(wallet.totalEarned ?? obj(data.summary).totalEarned),
    currentBalance: num(wallet.currentBalance),
    user: {
      username: str(user.username),
      name,
      sponsorId: str(user.sponsorId),
      joinedAt: str(user.joinedAt) || null,
    },
    totals: {
      ddr: num(totals.ddr),
      crr: num(totals.crr),
      bbr: num(totals.bbr),
      hlr: num(totals.hlr),
      // The old screen read countryAmbassador; the old server filled regionalAmbassador.
      regional: num(totals.countryAmbassador) || num(totals.regionalAmbassador),
    },
    transactions: Array.isArray(data.recentTransactions)
      ? data.recentTransactions.map(readTransaction)
      : [],
  };
}

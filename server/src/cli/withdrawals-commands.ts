/**
 * `npm run admin -- withdrawals list [--status <s>|all] | approve <ref> | reject <ref> --reason
 * <text> | paid <ref> --transfer-ref <ref>`, each with `--by <name>` (the OS user otherwise).
 */
import { userInfo } from 'node:os';
import { parseFlags, UsageError, type AdminCommand } from './types';
import { AppError } from '../lib/errors';
import { withHolderChecks } from '../modules/kyc/holder';
import { formatAed } from '../modules/wallet/money';
import {
  approveWithdrawal,
  listForOperators,
  markWithdrawalPaid,
  rejectWithdrawal,
} from '../modules/withdrawals/operator';

function flag(flags: Record<string, string | true>, name: string): string | undefined {
  const v = flags[name];
  if (v === true) throw new UsageError(`--${name} needs a value`);
  return v;
}

function operatorName(flags: Record<string, string | true>): string {
  const by = flag(flags, 'by') ?? userInfo().username;
  if (!by.trim()) throw new UsageError('--by needs a name');
  return `operator:${by.trim().slice(0, 80)}`;
}

export const withdrawalsCommand: AdminCommand = {
  name: 'withdrawals',
  usage:
    'withdrawals list [--status pending|approved|paid|rejected|cancelled|all] | approve <ref> | reject <ref> --reason <text> | paid <ref> --transfer-ref <ref>  [--by <name>]',
  async run(ctx, args, out) {
    const { positional, flags } = parseFlags(args);
    const [action, reference] = positional;
    if (action === 'list') {
      const rows = await withHolderChecks(ctx, await listForOperators(ctx, flag(flags, 'status')));
      for (const w of rows) {
        const to =
          w.method === 'bank'
            ? `bank ${w.account_holder ?? ''} ${w.iban ?? ''}`
            : `wallet ${w.phone ?? ''}`;
        // Flagged when the bank account's holder is not the person whose KYC was approved.
        const mark = w.holderCheck === 'mismatch' ? '  [HOLDER DOES NOT MATCH KYC NAME]' : '';
        out(
          `${w.reference}  ${w.status.padEnd(9)}  ${formatAed(w.amount_fils).padStart(14)}  ${w.username}  ${to}  ${w.created_at}${mark}`,
        );
      }
      out(`${rows.length} request(s)`);
      return;
    }
    if (!action || !['approve', 'reject', 'paid'].includes(action)) {
      throw new UsageError('Say list, approve, reject or paid');
    }
    if (!reference) throw new UsageError(`Give the request's reference, e.g. WD-20260301-ABC234`);
    const by = operatorName(flags);
    try {
      const r =
        action === 'approve'
          ? await approveWithdrawal(ctx, reference, by)
          : action === 'reject'
            ? await rejectWithdrawal(ctx, reference, by, requireFlag(flags, 'reason'))
            : await markWithdrawalPaid(ctx, reference, by, requireFlag(flags, 'transfer-ref'));
      const w = r.withdrawal;
      out(
        `${w.reference} is now ${w.status} (${formatAed(w.amount_fils)}), recorded by ${by}; ${r.mailed ? 'the member was e-mailed' : 'the e-mail to the member failed (see mail_outbox)'}.`,
      );
    } catch (e) {
      if (e instanceof AppError && e.statusCode < 500) throw new UsageError(e.message);
      throw e;
    }
  },
};

function requireFlag(flags: Record<string, string | true>, name: string): string {
  const v = flag(flags, name);
  if (!v) throw new UsageError(`--${name} is required`);
  return v;
}

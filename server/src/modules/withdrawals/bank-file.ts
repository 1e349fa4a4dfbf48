/**
 * The bank's files (DECISIONS 49): "Export approved" writes the batch of approved bank
 * transfers (reference, member name, IBAN, amount in AED), and the bank's answer comes back as
 * a CSV of reference and transfer reference, each line marked paid on its own (a bad line
 * stops nothing else).
 */
import type { BatchLineResult } from '../../../../contract/ops';
import type { AppContext } from '../../context';
import { csvLine, parseCsv } from '../../lib/csv';
import { AppError, badRequest } from '../../lib/errors';
import { markPaidInConsole, type ConsoleDecider } from './four-eyes';

export const BATCH_MAX_LINES = 500;

/** `1234.50`: what a bank's upload reads (no currency, no thousands separator). */
const plainAed = (fils: number) =>
  `${String(Math.floor(fils / 100))}.${String(fils % 100).padStart(2, '0')}`;

/** Approved bank requests, oldest first, as the bank's batch file; with how many it holds. */
export async function approvedBankFile(ctx: AppContext): Promise<{ csv: string; count: number }> {
  const rows = await ctx.db
    .selectFrom('withdrawals')
    .innerJoin('members', 'members.id', 'withdrawals.member_id')
    .select([
      'withdrawals.reference',
      'withdrawals.account_holder',
      'withdrawals.iban',
      'withdrawals.amount_fils',
      'members.first_name',
      'members.last_name',
    ])
    .where('withdrawals.status', '=', 'approved')
    .where('withdrawals.method', '=', 'bank')
    .orderBy('withdrawals.created_at')
    .execute();
  const lines = [csvLine(['reference', 'member name', 'IBAN', 'amount (AED)'])];
  for (const r of rows) {
    // The name the member gave for the account is the one the bank checks.
    const name = r.account_holder ?? `${r.first_name} ${r.last_name}`.trim();
    lines.push(csvLine([r.reference, name, r.iban, plainAed(r.amount_fils)]));
  }
  return { csv: `${lines.join('\r\n')}\r\n`, count: rows.length };
}

const isHeader = (cells: string[]) =>
  /reference/i.test(cells[0] ?? '') && !/^WD-/i.test(cells[0] ?? '');

export async function markPaidBatch(
  ctx: AppContext,
  text: string,
  d: ConsoleDecider,
): Promise<BatchLineResult[]> {
  const rows = parseCsv(text);
  if (rows[0] && isHeader(rows[0])) rows.shift();
  if (rows.length === 0) throw badRequest('The file has no lines to mark paid');
  if (rows.length > BATCH_MAX_LINES) throw badRequest(`At most ${BATCH_MAX_LINES} lines per file`);
  const results: BatchLineResult[] = [];
  for (const [i, cells] of rows.entries()) {
    const [reference = '', transferRef = ''] = cells;
    try {
      await markPaidInConsole(ctx, reference, transferRef, d);
      results.push({ line: i + 1, reference, ok: true, message: 'Marked paid' });
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      results.push({ line: i + 1, reference, ok: false, message: error.message });
    }
  }
  return results;
}

/**
 * Operator commands of the wallet: record-ride, import-rides, payout, recompute.
 * Each prints what it did; bad arguments are a UsageError with a clear message.
 */
import { existsSync } from 'node:fs';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { AppError } from '../lib/errors';
import { cliActor, recordAudit } from '../modules/audit/service';
import { importRides } from '../modules/wallet/import-rides';
import { formatAed, parseAed, splitFare } from '../modules/wallet/money';
import { recordPayout } from '../modules/wallet/payout';
import { recomputeWallet } from '../modules/wallet/recompute';
import { RideConflict } from '../modules/wallet/ride-conflict';
import { recordRideDetailed } from '../modules/wallet/rides-service';
import { withdrawalsCommand } from './withdrawals-commands';
import { CommandFailed, parseFlags, UsageError, type AdminCommand } from './types';

function text(flags: Record<string, string | true>, name: string, required: true): string;
function text(
  flags: Record<string, string | true>,
  name: string,
  required?: false,
): string | undefined;
function text(flags: Record<string, string | true>, name: string, required = false) {
  const v = flags[name];
  if (v === true) throw new UsageError(`--${name} needs a value`);
  if (required && !v) throw new UsageError(`--${name} is required`);
  return v;
}

function amount(flags: Record<string, string | true>, name: string): number {
  const raw = text(flags, name, true);
  const fils = parseAed(raw);
  if (fils === null)
    throw new UsageError(`--${name} must be a positive AED amount such as 45.50 (got '${raw}')`);
  return fils;
}

async function memberId(ctx: AppContext, username: string, role: string): Promise<string> {
  const row = await ctx.db
    .selectFrom('members')
    .select('id')
    .where('username_lower', '=', username.toLowerCase())
    .executeTakeFirst();
  if (!row) throw new UsageError(`No member with username '${username}' (${role})`);
  return row.id;
}

/**
 * Service errors (400/404/409) are the operator's input: show them as usage problems. A ride
 * conflict is not a usage problem: it names the fields that differ and exits 1.
 */
async function asUsage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    // A conflict (a ride or payout reference reused for something else) is exit 1, not usage.
    if (e instanceof RideConflict) throw new CommandFailed(e.message);
    if (e instanceof AppError && e.statusCode === 409) throw new CommandFailed(e.message);
    if (e instanceof AppError && e.statusCode < 500) throw new UsageError(e.message);
    throw e;
  }
}

/**
 * The CLI posts alone (the break-glass tool, DECISIONS 49), and says so in the audit trail, in
 * the posting's transaction. A target id longer than the column holds is left out.
 */
function breakGlassAudit(
  trx: Db,
  action: string,
  memberId: string,
  type: string,
  targetId: string,
): Promise<void> {
  return recordAudit(trx, {
    actor: cliActor(),
    action,
    memberId,
    target: targetId.length <= 40 ? { type, id: targetId } : null,
    fields: ['ledger'],
  });
}

const recordRideCommand: AdminCommand = {
  name: 'record-ride',
  usage:
    'record-ride --rider <username> --driver <username> --fare <AED> [--id <rideId>] [--at <ISO time>]',
  async run(ctx, args, out) {
    const { flags } = parseFlags(args);
    const riderName = text(flags, 'rider', true);
    const driverName = text(flags, 'driver', true);
    const fareFils = amount(flags, 'fare');
    const rideId = text(flags, 'id');
    const at = text(flags, 'at');
    if (at !== undefined && Number.isNaN(Date.parse(at))) {
      throw new UsageError(
        `--at must be an ISO date and time such as 2026-03-01T14:30:00Z (got '${at}')`,
      );
    }
    const riderId = await memberId(ctx, riderName, 'rider');
    const driverId = await memberId(ctx, driverName, 'driver');
    const r = await asUsage(() =>
      recordRideDetailed(
        ctx.db,
        {
          riderId,
          driverId,
          fareFils,
          ...(rideId ? { rideId } : {}),
          ...(at ? { completedAt: at } : {}),
        },
        (trx, ride) => breakGlassAudit(trx, 'ride.record', riderId, 'ride', ride.rideId),
      ),
    );
    if (!r.recorded) {
      out(`Ride ${r.rideId} was already recorded; nothing was credited again.`);
      return;
    }
    const s = splitFare(fareFils);
    const ddr = s.ddrLevelsFils.slice(0, r.uplineLevels).reduce((a, b) => a + b, 0);
    out(
      `Recorded ride ${r.rideId}: ${riderName} with driver ${driverName}, fare ${formatAed(fareFils)} (rewards ${formatAed(s.rewardsFils)}).`,
    );
    out(
      `  PGP +${s.pgpHundredths / 100} each to rider and driver; TGP +${s.tgpHundredths / 100} to ${r.uplineLevels} upline level(s); DDR ${formatAed(ddr)} to ${r.uplineLevels} upline(s).`,
    );
    for (const c of r.rankChanges) {
      const who = await ctx.db
        .selectFrom('members')
        .select('username')
        .where('id', '=', c.memberId)
        .executeTakeFirst();
      out(
        `  ${who?.username ?? c.memberId} reached CRR ${c.to} (was ${c.from}); bonus ${formatAed(c.bonusesFils)}.`,
      );
    }
  },
};

const importCommand: AdminCommand = {
  name: 'import-rides',
  usage: 'import-rides <file.csv>   (columns: ride_id,rider,driver,fare_aed,completed_at)',
  async run(ctx, args, out) {
    const { positional } = parseFlags(args);
    const file = positional[0];
    if (!file) throw new UsageError('Give the CSV file to import');
    if (!existsSync(file)) throw new UsageError(`No such file: ${file}`);
    let shown = 0;
    const report = await importRides(ctx.db, file, {
      onBadRow(line, reason) {
        if (shown++ < 100) out(`line ${line}: ${reason}`);
      },
    });
    if (shown > 100) out(`… and ${shown - 100} more bad rows`);
    const conflicts = report.conflicts ? `, ${report.conflicts} conflicting rows skipped` : '';
    out(
      `Imported ${file}: ${report.rows} rows, ${report.recorded} rides recorded, ${report.duplicates} already recorded, ${report.bad} bad rows skipped${conflicts}.`,
    );
    if (report.conflicts > 0) {
      throw new CommandFailed(
        `${report.conflicts} row(s) conflict with rides already recorded under the same id (see above).`,
      );
    }
  },
};

const payoutCommand: AdminCommand = {
  name: 'payout',
  usage: 'payout --member <username> --amount <AED> [--reference <ref>]',
  async run(ctx, args, out) {
    const { flags } = parseFlags(args);
    const username = text(flags, 'member', true);
    const amountFils = amount(flags, 'amount');
    const reference = text(flags, 'reference');
    const id = await memberId(ctx, username, 'member');
    const r = await asUsage(() =>
      recordPayout(
        ctx.db,
        { memberId: id, amountFils, ...(reference ? { reference } : {}) },
        (trx, p) => breakGlassAudit(trx, 'payout.record', id, 'payout', p.reference),
      ),
    );
    out(
      r.recorded
        ? `Recorded payout ${r.reference} of ${formatAed(amountFils)} to ${username}; balance now ${formatAed(r.balanceFils)}.`
        : `Payout ${r.reference} to ${username} was already recorded; nothing changed (balance ${formatAed(r.balanceFils)}).`,
    );
  },
};

const recomputeCommand: AdminCommand = {
  name: 'recompute',
  usage:
    'recompute   (rebuilds points, ranks and totals from rides and ledger while the server runs; exit 1 when something is left to check by hand)',
  async run(ctx, _args, out) {
    const r = await recomputeWallet(ctx, out);
    // Exit codes of DECISIONS 44: repaired is 0; anything only reported, or an error, is 1.
    if (r.errors.length > 0 || r.reported > 0) {
      throw new CommandFailed(
        `recompute: ${String(r.errors.length)} error(s) and ${String(r.reported)} difference(s) left to check by hand`,
      );
    }
  },
};

export const walletCommands: AdminCommand[] = [
  recordRideCommand,
  importCommand,
  payoutCommand,
  recomputeCommand,
  withdrawalsCommand,
];

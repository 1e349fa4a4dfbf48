/**
 * The import of a staged file (issue 30, DECISIONS 49), in batches that any server process may
 * run: a worker claims a pending batch by writing its name and a lease time on it (a compare and
 * set, so two workers never both win), records the batch's rides through the rides service the
 * CLI uses (`applyRide`: the ride id is the idempotency key, so a ride already recorded is a
 * duplicate and never credited twice), and marks the batch done in the same transaction, only
 * while it still holds the lease. A worker that dies leaves its batch pending; another takes it
 * once the lease has run out. The last batch closes the job with a system audit row.
 */
import type { Db } from '../../db/database';
import { retryOnConflict } from '../../db/retry';
import { AppError, conflict, notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit/service';
import { RideConflict } from '../wallet/ride-conflict';
import { prepareRide, TreeCache, type PreparedRide, type RideInput } from '../wallet/ride-input';
import { applyRide } from '../wallet/rides-service';
import { failAbandonedUploads } from './staging';

/** How long a claimed batch stays its worker's (ms); a batch takes a second or two. */
export const DEFAULT_LEASE_MS = 60_000;

/** Starts the import of a previewed job: its batches become pending, audited in one go. */
export async function startImport(
  db: Db,
  jobId: string,
  actor: AuditActor,
  operatorId: string,
  ip?: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const job = await trx
      .selectFrom('ride_import_jobs')
      .select(['status'])
      .where('id', '=', jobId)
      .executeTakeFirst();
    if (!job) throw notFound('No such ride import');
    const started = await trx
      .updateTable('ride_import_jobs')
      .set({ status: 'importing', started_by: operatorId, started_at: new Date().toISOString() })
      .where('id', '=', jobId)
      .where('status', '=', 'ready')
      .executeTakeFirst();
    if (started.numUpdatedRows !== 1n) {
      throw conflict(`This import is ${job.status}, so it cannot be started`);
    }
    await trx
      .insertInto('ride_import_batches')
      .columns(['job_id', 'batch', 'status', 'attempts'])
      .expression((eb) =>
        eb
          .selectFrom('ride_import_rows')
          .select((s) => [
            'job_id',
            'batch',
            s.val('pending').as('status'),
            s.val(0).as('attempts'),
          ])
          .where('job_id', '=', jobId)
          .where((w) => w.or([w('problem', 'is', null), w('problem', '=', 'known')]))
          .groupBy(['job_id', 'batch']),
      )
      .execute();
    await recordAudit(trx, {
      actor,
      action: 'rides.import',
      target: { type: 'ride_import', id: jobId },
      ip: ip ?? null,
    });
  });
  await finishIfComplete(db, jobId);
}

/** Closes an importing job with no pending batch left (once: the status is compared). */
export async function finishIfComplete(db: Db, jobId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('ride_import_jobs')
      .set({ status: 'done', finished_at: new Date().toISOString() })
      .where('id', '=', jobId)
      .where('status', '=', 'importing')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('ride_import_batches')
              .select('batch')
              .where('job_id', '=', jobId)
              .where('status', '=', 'pending'),
          ),
        ),
      )
      .executeTakeFirst();
    if (done.numUpdatedRows !== 1n) return false;
    await recordAudit(trx, {
      actor: { kind: 'system' },
      action: 'rides.import.finish',
      target: { type: 'ride_import', id: jobId },
    });
    return true;
  });
}

export interface WorkerOptions {
  leaseMs?: number;
  /** The clock, for tests of expired leases. */
  now?: () => number;
  cache?: TreeCache;
}

/** Claims one pending batch whose lease is free or ran out; null when there is none. */
export async function claimBatch(
  db: Db,
  worker: string,
  options: WorkerOptions = {},
): Promise<{ jobId: string; batch: number } | null> {
  const now = options.now?.() ?? Date.now();
  const nowIso = new Date(now).toISOString();
  const until = new Date(now + (options.leaseMs ?? DEFAULT_LEASE_MS)).toISOString();
  const free = await db
    .selectFrom('ride_import_batches')
    .select(['job_id', 'batch'])
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowIso)]))
    .orderBy('job_id')
    .orderBy('batch')
    .limit(8)
    .execute();
  for (const c of free) {
    const won = await db
      .updateTable('ride_import_batches')
      .set((eb) => ({ lease_owner: worker, lease_until: until, attempts: eb('attempts', '+', 1) }))
      .where('job_id', '=', c.job_id)
      .where('batch', '=', c.batch)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', nowIso)]))
      .executeTakeFirst();
    if (won.numUpdatedRows === 1n) return { jobId: c.job_id, batch: c.batch };
  }
  return null;
}

class LeaseLost extends Error {}

type Outcome = 'imported' | 'duplicate' | 'conflict' | 'error';

/** Records a claimed batch; false when the lease was lost meanwhile (nothing was written). */
export async function runBatch(
  db: Db,
  worker: string,
  claim: { jobId: string; batch: number },
  cache: TreeCache = new TreeCache(),
): Promise<boolean> {
  const rows = await db
    .selectFrom('ride_import_rows')
    .select(['line', 'ride_id', 'rider_id', 'driver_id', 'fare_fils', 'completed_at'])
    .where('job_id', '=', claim.jobId)
    .where('batch', '=', claim.batch)
    .where((eb) => eb.or([eb('problem', 'is', null), eb('problem', '=', 'known')]))
    .orderBy('line')
    .execute();
  const outcome = new Map<number, Outcome>();
  const ready: { line: number; ride: PreparedRide }[] = [];
  for (const r of rows) {
    if (!r.rider_id || !r.driver_id || r.fare_fils === null) {
      outcome.set(r.line, 'error');
      continue;
    }
    const input: RideInput = {
      rideId: r.ride_id,
      riderId: r.rider_id,
      driverId: r.driver_id,
      fareFils: r.fare_fils,
    };
    if (r.completed_at) input.completedAt = r.completed_at;
    try {
      ready.push({ line: r.line, ride: await prepareRide(db, input, cache) });
    } catch (error) {
      // A member gone since the preview, a time now out of range: this row only.
      if (!(error instanceof AppError)) throw error;
      outcome.set(r.line, 'error');
    }
  }

  // A ride recorded meanwhile with other data fails the transaction: that row becomes a
  // conflict and the batch runs again without it (at most once per row).
  for (;;) {
    let at = -1;
    try {
      const written = await retryOnConflict(() =>
        db.transaction().execute(async (trx) => {
          const mine = await trx
            .updateTable('ride_import_batches')
            .set({ status: 'done' })
            .where('job_id', '=', claim.jobId)
            .where('batch', '=', claim.batch)
            .where('status', '=', 'pending')
            .where('lease_owner', '=', worker)
            .executeTakeFirst();
          if (mine.numUpdatedRows !== 1n) throw new LeaseLost();
          const result = new Map(outcome);
          for (const { line, ride } of ready) {
            if (result.has(line)) continue;
            at = line;
            const r = await applyRide(trx, ride);
            result.set(line, r.recorded ? 'imported' : 'duplicate');
          }
          const count = (o: Outcome) => [...result.values()].filter((v) => v === o).length;
          for (const [line, o] of result) {
            if (o === 'imported') continue;
            await trx
              .updateTable('ride_import_rows')
              .set({ outcome: o })
              .where('job_id', '=', claim.jobId)
              .where('line', '=', line)
              .execute();
          }
          await trx
            .updateTable('ride_import_rows')
            .set({ outcome: 'imported' })
            .where('job_id', '=', claim.jobId)
            .where('batch', '=', claim.batch)
            .where('outcome', 'is', null)
            .where((eb) => eb.or([eb('problem', 'is', null), eb('problem', '=', 'known')]))
            .execute();
          await trx
            .updateTable('ride_import_jobs')
            .set((eb) => ({
              imported: eb('imported', '+', count('imported')),
              duplicates: eb('duplicates', '+', count('duplicate')),
              conflicts: eb('conflicts', '+', count('conflict')),
              failed: eb('failed', '+', count('error')),
              batches_done: eb('batches_done', '+', 1),
            }))
            .where('id', '=', claim.jobId)
            .execute();
          return true;
        }),
      );
      if (written) break;
    } catch (error) {
      if (error instanceof LeaseLost) return false;
      if (error instanceof RideConflict && at >= 0 && !outcome.has(at)) {
        outcome.set(at, 'conflict');
        continue;
      }
      throw error;
    }
  }
  await finishIfComplete(db, claim.jobId);
  return true;
}

/** Claims and runs one batch; false when there was nothing to do. */
export async function runNextBatch(
  db: Db,
  worker: string,
  options: WorkerOptions = {},
): Promise<boolean> {
  const claim = await claimBatch(db, worker, options);
  if (!claim) {
    // A worker that died between its last batch and closing the job leaves it open: close it.
    const open = await db
      .selectFrom('ride_import_jobs')
      .select('id')
      .where('status', '=', 'importing')
      .execute();
    for (const j of open) await finishIfComplete(db, j.id);
    // And one that died mid-upload leaves it staging for ever: fail it once it is stale.
    await failAbandonedUploads(db);
    return false;
  }
  await runBatch(db, worker, claim, options.cache);
  return true;
}

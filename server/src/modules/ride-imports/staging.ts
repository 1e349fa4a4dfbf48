/**
 * Staging an uploaded ride file (issue 30, DECISIONS 49): the rows are read line by line from
 * the request, checked in chunks (members looked up, fares parsed, ride ids compared with the
 * rides recorded and with earlier rows of the same file) and written to `ride_import_rows` with
 * what was found. Nothing here touches the rides, points or ledger: that is the import's work.
 */
import {
  RIDE_UPLOAD_MAX_BYTES,
  RIDE_UPLOAD_MAX_ROWS,
  type RideFieldDifference,
  type RideRowProblem,
} from '../../../../contract/ops-rides';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/service';
import { splitCsv } from '../wallet/import-rides';
import { formatAed, parseAed } from '../wallet/money';
import { FUTURE_SLACK_MS, MAX_FARE_FILS, RIDE_ID } from '../wallet/ride-input';
import { csvLines } from './csv-lines';
import type { RideImportJobsTable, RideImportRowsTable } from './tables';

/** Rows per chunk of staging, and per batch of the import. */
export const CHUNK_ROWS = 250;

/**
 * An upload still "staging" this long after it began was cut off by its server process dying (a
 * broken connection marks it failed at once): the largest file stages in well under a minute.
 */
export const ABANDONED_UPLOAD_MS = 60 * 60_000;

const COLUMNS = ['ride_id', 'rider', 'driver', 'fare_aed', 'completed_at'] as const;
type Column = (typeof COLUMNS)[number];
type Cells = Record<Column, string>;

interface Staged {
  line: number;
  cells: Cells;
}

export interface UploadOptions {
  operatorId: string;
  fileName: string;
  actor: AuditActor;
  ip?: string | null;
}

/** A job as an upload begins: staging, nothing counted yet. */
export function newJobRow(
  id: string,
  operatorId: string,
  fileName: string,
  createdAt: string,
): RideImportJobsTable {
  return {
    id,
    operator_id: operatorId,
    file_name: fileName.slice(0, 200),
    status: 'staging',
    rows_total: 0,
    rows_valid: 0,
    rows_error: 0,
    rows_known: 0,
    imported: 0,
    duplicates: 0,
    conflicts: 0,
    failed: 0,
    batches_total: 0,
    batches_done: 0,
    created_at: createdAt,
    started_by: null,
    started_at: null,
    finished_at: null,
  };
}

/** Creates the job (and its audit row), then stages the file; returns the job's id. */
export async function stageUpload(
  db: Db,
  body: AsyncIterable<Buffer | string>,
  options: UploadOptions,
): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('ride_import_jobs')
      .values(newJobRow(id, options.operatorId, options.fileName, now))
      .execute();
    await recordAudit(trx, {
      actor: options.actor,
      action: 'rides.upload',
      target: { type: 'ride_import', id },
      ip: options.ip ?? null,
    });
  });
  try {
    await stageLines(db, id, csvLines(body, RIDE_UPLOAD_MAX_BYTES));
  } catch (error) {
    await db
      .updateTable('ride_import_jobs')
      .set({ status: 'failed', finished_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    throw error;
  }
  return id;
}

/**
 * Marks uploads abandoned by a dead process as failed (the console words it "Upload broke off")
 * and drops their staged rows, which nothing can import. Returns how many were closed.
 */
export async function failAbandonedUploads(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_UPLOAD_MS).toISOString();
  const jobs = await db
    .selectFrom('ride_import_jobs')
    .select('id')
    .where('status', '=', 'staging')
    .where('created_at', '<', before)
    .execute();
  for (const { id } of jobs) {
    await db.transaction().execute(async (trx) => {
      const closed = await trx
        .updateTable('ride_import_jobs')
        .set({ status: 'failed', finished_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'staging')
        .executeTakeFirst();
      if (closed.numUpdatedRows === 1n)
        await trx.deleteFrom('ride_import_rows').where('job_id', '=', id).execute();
    });
  }
  return jobs.length;
}

async function stageLines(db: Db, jobId: string, lines: AsyncIterable<string>): Promise<void> {
  let index: Record<Column, number> | null = null;
  let chunk: Staged[] = [];
  let batch = 0;
  let rows = 0;
  let lineNo = 0;
  const members = new MemberNames(db);
  for await (const raw of lines) {
    lineNo++;
    if (!raw.trim()) continue;
    const cells = splitCsv(raw);
    if (index === null) {
      const lower = cells.map((c) => c.toLowerCase());
      if (lower.includes('rider') && lower.includes('driver')) {
        index = Object.fromEntries(COLUMNS.map((c) => [c, lower.indexOf(c)])) as Record<
          Column,
          number
        >;
        if (index.fare_aed < 0) throw new AppError(400, 'The header has no fare_aed column');
        continue;
      }
      index = { ride_id: 0, rider: 1, driver: 2, fare_aed: 3, completed_at: 4 };
    }
    const at = index;
    const cell = (c: Column) => (at[c] >= 0 ? (cells[at[c]] ?? '') : '');
    if (++rows > RIDE_UPLOAD_MAX_ROWS) {
      throw new AppError(413, `The file has more than ${String(RIDE_UPLOAD_MAX_ROWS)} rides`);
    }
    chunk.push({
      line: lineNo,
      cells: {
        ride_id: cell('ride_id'),
        rider: cell('rider'),
        driver: cell('driver'),
        fare_aed: cell('fare_aed'),
        completed_at: cell('completed_at'),
      },
    });
    if (chunk.length >= CHUNK_ROWS) {
      await stageChunk(db, jobId, batch++, chunk, members);
      chunk = [];
    }
  }
  if (chunk.length > 0) await stageChunk(db, jobId, batch, chunk, members);
  const { n } = await db
    .selectFrom('ride_import_rows')
    .select((eb) => eb.fn.count<number>('batch').distinct().as('n'))
    .where('job_id', '=', jobId)
    .where((eb) => eb.or([eb('problem', 'is', null), eb('problem', '=', 'known')]))
    .executeTakeFirstOrThrow();
  await db
    .updateTable('ride_import_jobs')
    .set({ status: 'ready', batches_total: n })
    .where('id', '=', jobId)
    .execute();
}

/** Members by username (or id), looked up a chunk at a time and remembered (bounded). */
class MemberNames {
  private readonly ids = new Map<string, string | null>();
  private readonly names = new Map<string, string>();
  constructor(private readonly db: Db) {}

  async resolve(keys: Iterable<string>): Promise<void> {
    const wanted = [...new Set([...keys].filter((k) => k && !this.ids.has(k.toLowerCase())))];
    if (wanted.length === 0) return;
    if (this.ids.size > 100_000) this.ids.clear();
    const rows = await this.db
      .selectFrom('members')
      .select(['id', 'username', 'username_lower'])
      .where((eb) =>
        eb.or([
          eb(
            'username_lower',
            'in',
            wanted.map((w) => w.toLowerCase()),
          ),
          eb('id', 'in', wanted),
        ]),
      )
      .execute();
    for (const w of wanted) this.ids.set(w.toLowerCase(), null);
    for (const r of rows) {
      this.ids.set(r.username_lower, r.id);
      this.ids.set(r.id.toLowerCase(), r.id);
      this.remember(r.id, r.username);
    }
  }

  id(key: string): string | null {
    return this.ids.get(key.toLowerCase()) ?? null;
  }

  private remember(id: string, username: string) {
    if (this.names.size > 100_000) this.names.clear();
    this.names.set(id, username);
  }

  /** Usernames of member ids (for a conflict's words). */
  async namesOf(ids: Iterable<string>): Promise<(id: string) => string> {
    const missing = [...new Set(ids)].filter((id) => !this.names.has(id));
    if (missing.length > 0) {
      const rows = await this.db
        .selectFrom('members')
        .select(['id', 'username'])
        .where('id', 'in', missing)
        .execute();
      for (const r of rows) this.remember(r.id, r.username);
    }
    return (id) => this.names.get(id) ?? id;
  }
}

interface Checked {
  row: RideImportRowsTable;
  /** What a conflict or repeat compares: absent when the row has an error. */
  ride?: { riderId: string; driverId: string; fareFils: number; at: string | null };
}

function checkRow(jobId: string, batch: number, s: Staged, members: MemberNames): Checked {
  const c = s.cells;
  const row: RideImportRowsTable = {
    job_id: jobId,
    line: s.line,
    batch,
    ride_id: c.ride_id.slice(0, 64),
    rider: c.rider.slice(0, 64),
    driver: c.driver.slice(0, 64),
    fare: c.fare_aed.slice(0, 32),
    completed_at: c.completed_at.slice(0, 40),
    rider_id: null,
    driver_id: null,
    fare_fils: null,
    problem: null,
    detail: null,
    outcome: null,
  };
  const fail = (problem: RideRowProblem): Checked => ({ row: { ...row, problem } });
  if (!c.ride_id) return fail('missing_ride_id');
  if (!RIDE_ID.test(c.ride_id)) return fail('bad_ride_id');
  if (!c.rider) return fail('missing_rider');
  if (!c.driver) return fail('missing_driver');
  const fareFils = parseAed(c.fare_aed);
  if (fareFils === null) return fail('bad_fare');
  if (fareFils > MAX_FARE_FILS) return fail('fare_too_large');
  let at: string | null = null;
  if (c.completed_at) {
    const time = new Date(c.completed_at);
    if (Number.isNaN(time.getTime())) return fail('bad_time');
    if (time.getTime() > Date.now() + FUTURE_SLACK_MS) return fail('future_time');
    at = time.toISOString();
  }
  const riderId = members.id(c.rider);
  if (!riderId) return fail('unknown_rider');
  const driverId = members.id(c.driver);
  if (!driverId) return fail('unknown_driver');
  if (riderId === driverId) return fail('same_member');
  return {
    row: { ...row, rider_id: riderId, driver_id: driverId, fare_fils: fareFils },
    ride: { riderId, driverId, fareFils, at },
  };
}

type Compared = { riderId: string; driverId: string; fareFils: number; at: string | null };

/** The fields of `given` that differ from `recorded` (a time only when both have one). */
function differences(
  recorded: Compared,
  given: Compared,
  name: (id: string) => string,
): RideFieldDifference[] {
  const out: RideFieldDifference[] = [];
  if (recorded.riderId !== given.riderId)
    out.push({ field: 'rider', recorded: name(recorded.riderId), given: name(given.riderId) });
  if (recorded.driverId !== given.driverId)
    out.push({ field: 'driver', recorded: name(recorded.driverId), given: name(given.driverId) });
  if (recorded.fareFils !== given.fareFils)
    out.push({
      field: 'fare',
      recorded: formatAed(recorded.fareFils),
      given: formatAed(given.fareFils),
    });
  if (recorded.at && given.at && Date.parse(recorded.at) !== Date.parse(given.at))
    out.push({ field: 'time', recorded: recorded.at, given: given.at });
  return out;
}

async function stageChunk(
  db: Db,
  jobId: string,
  batch: number,
  chunk: Staged[],
  members: MemberNames,
): Promise<void> {
  await members.resolve(chunk.flatMap((s) => [s.cells.rider, s.cells.driver]));
  const checked = chunk.map((s) => checkRow(jobId, batch, s, members));
  const ids = [...new Set(checked.filter((c) => c.ride).map((c) => c.row.ride_id))];

  // Ride ids recorded already, and valid rows of this file before this chunk with the same id.
  const recorded = new Map<string, Compared>();
  const earlier = new Map<string, Compared>();
  if (ids.length > 0) {
    const rides = await db
      .selectFrom('rides')
      .select(['id', 'rider_id', 'driver_id', 'fare_fils', 'completed_at'])
      .where('id', 'in', ids)
      .execute();
    for (const r of rides)
      recorded.set(r.id, {
        riderId: r.rider_id,
        driverId: r.driver_id,
        fareFils: r.fare_fils,
        at: new Date(r.completed_at).toISOString(),
      });
    const before = await db
      .selectFrom('ride_import_rows')
      .select(['ride_id', 'rider_id', 'driver_id', 'fare_fils', 'completed_at'])
      .where('job_id', '=', jobId)
      .where('ride_id', 'in', ids)
      .where((eb) => eb.or([eb('problem', 'is', null), eb('problem', '=', 'known')]))
      .orderBy('line')
      .execute();
    for (const r of before) {
      if (earlier.has(r.ride_id) || !r.rider_id || !r.driver_id || r.fare_fils === null) continue;
      earlier.set(r.ride_id, {
        riderId: r.rider_id,
        driverId: r.driver_id,
        fareFils: r.fare_fils,
        at: r.completed_at ? new Date(r.completed_at).toISOString() : null,
      });
    }
  }
  const name = await members.namesOf(
    [...recorded.values(), ...earlier.values(), ...checked.map((c) => c.ride)].flatMap((r) =>
      r ? [r.riderId, r.driverId] : [],
    ),
  );

  let valid = 0;
  let known = 0;
  for (const c of checked) {
    if (!c.ride) continue;
    const id = c.row.ride_id;
    const stored = recorded.get(id);
    const first = earlier.get(id);
    if (stored) {
      const diff = differences(stored, c.ride, name);
      if (diff.length > 0) {
        c.row.problem = 'conflict';
        c.row.detail = JSON.stringify(diff).slice(0, 1000);
        continue;
      }
      c.row.problem = 'known';
      known++;
    } else if (first) {
      const diff = differences(first, c.ride, name);
      if (diff.length > 0) {
        c.row.problem = 'repeated';
        c.row.detail = JSON.stringify(diff).slice(0, 1000);
        continue;
      }
    } else {
      earlier.set(id, c.ride);
    }
    valid++;
  }

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('ride_import_rows')
      .values(checked.map((c) => c.row))
      .execute();
    await trx
      .updateTable('ride_import_jobs')
      .set((eb) => ({
        rows_total: eb('rows_total', '+', checked.length),
        rows_valid: eb('rows_valid', '+', valid),
        rows_error: eb('rows_error', '+', checked.length - valid),
        rows_known: eb('rows_known', '+', known),
      }))
      .where('id', '=', jobId)
      .execute();
  });
}

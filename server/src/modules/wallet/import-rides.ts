/**
 * `import-rides <csv>`: streams a file of any size line by line (readline over a file stream,
 * so memory stays flat), checks each row, reports bad rows by line number and records the good
 * ones in batches, one transaction per batch. Columns, by header name in any order:
 * ride_id, rider, driver, fare_aed, completed_at (ride_id and completed_at optional; without a
 * header, this order). Riders and drivers are usernames (or member ids).
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/errors';
import { parseAed } from './money';
import { RideConflict } from './ride-conflict';
import { checkRideInput, TreeCache, type RideInput } from './ride-input';
import { recordRides } from './rides-service';

export interface ImportReport {
  rows: number;
  recorded: number;
  duplicates: number;
  bad: number;
  /** Rows whose ride id is already recorded with other data (reported like bad rows). */
  conflicts: number;
}

export interface ImportOptions {
  batchSize?: number;
  /** Called for each bad or conflicting row, e.g. `line 7: unknown rider 'bob'`. */
  onBadRow?: (line: number, reason: string) => void;
  /** Called after each batch with the running report. */
  onProgress?: (report: ImportReport) => void;
}

const COLUMNS = ['ride_id', 'rider', 'driver', 'fare_aed', 'completed_at'] as const;
type Column = (typeof COLUMNS)[number];

/** Splits a CSV line; handles double-quoted fields with "" escapes. */
export function splitCsv(line: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line.charAt(i);
    if (quoted && ch === '"' && line.charAt(i + 1) === '"') {
      cur += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      out.push(cur.trim());
      cur = '';
    } else {
      cur += ch;
    }
  }
  out.push(cur.trim());
  return out;
}

class MemberLookup {
  private readonly ids = new Map<string, string | null>();
  constructor(private readonly db: Db) {}
  async id(name: string): Promise<string | null> {
    const key = name.toLowerCase();
    const hit = this.ids.get(key);
    if (hit !== undefined) return hit;
    const row = await this.db
      .selectFrom('members')
      .select('id')
      .where((eb) => eb.or([eb('username_lower', '=', key), eb('id', '=', name)]))
      .executeTakeFirst();
    if (this.ids.size > 200_000) this.ids.clear();
    this.ids.set(key, row?.id ?? null);
    return row?.id ?? null;
  }
}

export async function importRides(
  db: Db,
  file: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const batchSize = options.batchSize ?? 500;
  const report: ImportReport = { rows: 0, recorded: 0, duplicates: 0, bad: 0, conflicts: 0 };
  const members = new MemberLookup(db);
  const tree = new TreeCache();
  const bad = (line: number, reason: string) => {
    report.bad++;
    options.onBadRow?.(line, reason);
  };
  let index: Record<Column, number> | null = null;
  let batch: { line: number; input: RideInput }[] = [];

  const count = (recorded: boolean) => {
    if (recorded) report.recorded++;
    else report.duplicates++;
  };
  const flush = async () => {
    if (batch.length === 0) return;
    const current = batch;
    batch = [];
    try {
      const results = await recordRides(
        db,
        current.map((b) => b.input),
        tree,
      );
      for (const r of results) count(r.recorded);
    } catch (error) {
      // A batch fails as a whole only on an unexpected row: record its rows one by one to
      // find it, so the good ones still load.
      if (!(error instanceof AppError)) throw error;
      for (const b of current) {
        try {
          const [r] = await recordRides(db, [b.input], tree);
          count(r?.recorded === true);
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          if (e instanceof RideConflict) {
            report.conflicts++;
            options.onBadRow?.(b.line, `conflict: ${e.message}`);
          } else bad(b.line, e.message);
        }
      }
    }
    options.onProgress?.(report);
  };

  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  let lineNo = 0;
  for await (const raw of lines) {
    lineNo++;
    const line = raw.trim();
    if (!line) continue;
    const cells = splitCsv(line);
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
    report.rows++;
    const cell = (c: Column) => (index && index[c] >= 0 ? (cells[index[c]] ?? '') : '');
    const input = await toInput(members, cell);
    if (typeof input === 'string') {
      bad(lineNo, input);
      continue;
    }
    batch.push({ line: lineNo, input });
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return report;
}

async function toInput(
  members: MemberLookup,
  cell: (c: Column) => string,
): Promise<RideInput | string> {
  const riderName = cell('rider');
  const driverName = cell('driver');
  if (!riderName) return 'rider is missing';
  if (!driverName) return 'driver is missing';
  const fareFils = parseAed(cell('fare_aed'));
  if (fareFils === null) return `fare_aed '${cell('fare_aed')}' is not a positive AED amount`;
  const riderId = await members.id(riderName);
  if (!riderId) return `unknown rider '${riderName}'`;
  const driverId = await members.id(driverName);
  if (!driverId) return `unknown driver '${driverName}'`;
  const input: RideInput = { riderId, driverId, fareFils };
  const rideId = cell('ride_id');
  if (rideId) input.rideId = rideId;
  const at = cell('completed_at');
  if (at) input.completedAt = at;
  try {
    checkRideInput(input);
  } catch (e) {
    if (e instanceof AppError) return e.message;
    throw e;
  }
  return input;
}

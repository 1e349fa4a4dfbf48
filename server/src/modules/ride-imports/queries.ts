/** Reading ride imports for the console: a job's figures, the list of uploads, a page of rows. */
import {
  RIDE_ROW_PROBLEMS,
  RIDE_ROWS_PAGE_SIZE,
  type RideFieldDifference,
  type RideImportJob,
  type RideImportRow,
  type RideImportRowsPage,
  type RideImportStatus,
  type RideRowOutcome,
} from '../../../../contract/ops-rides';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import type { RideImportJobsTable, RideImportRowsTable } from './tables';

const STATUSES: readonly RideImportStatus[] = ['staging', 'ready', 'importing', 'done', 'failed'];
const OUTCOMES: readonly RideRowOutcome[] = ['imported', 'duplicate', 'conflict', 'error'];

function jobView(j: RideImportJobsTable): RideImportJob {
  return {
    id: j.id,
    fileName: j.file_name,
    status: STATUSES.find((s) => s === j.status) ?? 'failed',
    createdAt: j.created_at,
    startedAt: j.started_at,
    finishedAt: j.finished_at,
    rows: { total: j.rows_total, valid: j.rows_valid, errors: j.rows_error, known: j.rows_known },
    counts: {
      imported: j.imported,
      duplicates: j.duplicates,
      conflicts: j.conflicts,
      errors: j.failed,
    },
    batches: { total: j.batches_total, done: j.batches_done },
  };
}

export async function getImportJob(db: Db, id: string): Promise<RideImportJob> {
  const j = await db
    .selectFrom('ride_import_jobs')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!j) throw notFound('No such ride import');
  return jobView(j);
}

/** The latest uploads, newest first. */
export async function listImportJobs(db: Db, limit = 20): Promise<RideImportJob[]> {
  const rows = await db
    .selectFrom('ride_import_jobs')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(jobView);
}

function differencesOf(detail: string | null): RideFieldDifference[] {
  if (!detail) return [];
  try {
    const parsed: unknown = JSON.parse(detail);
    return Array.isArray(parsed) ? (parsed as RideFieldDifference[]) : [];
  } catch {
    return [];
  }
}

function rowView(r: RideImportRowsTable): RideImportRow {
  const problem =
    r.problem === 'known' ? 'known' : (RIDE_ROW_PROBLEMS.find((p) => p === r.problem) ?? null);
  return {
    line: r.line,
    rideId: r.ride_id,
    rider: r.rider,
    driver: r.driver,
    fare: r.fare,
    completedAt: r.completed_at,
    problem,
    differences: differencesOf(r.detail),
    outcome: OUTCOMES.find((o) => o === r.outcome) ?? null,
  };
}

/**
 * A page of a job's rows in file order: those with an error (the preview's, or the import's
 * conflicts and errors) or all of them.
 */
export async function importRowsPage(
  db: Db,
  jobId: string,
  show: 'errors' | 'all',
  page: number,
): Promise<RideImportRowsPage> {
  await getImportJob(db, jobId);
  let q = db.selectFrom('ride_import_rows').where('job_id', '=', jobId);
  if (show === 'errors') {
    q = q.where((eb) =>
      eb.or([
        eb.and([eb('problem', 'is not', null), eb('problem', '!=', 'known')]),
        eb('outcome', 'in', ['conflict', 'error']),
      ]),
    );
  }
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const total = n;
  const pages = Math.max(1, Math.ceil(total / RIDE_ROWS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  const rows = await q
    .selectAll()
    .orderBy('line')
    .limit(RIDE_ROWS_PAGE_SIZE)
    .offset((current - 1) * RIDE_ROWS_PAGE_SIZE)
    .execute();
  return { rows: rows.map(rowView), page: current, pages, total };
}

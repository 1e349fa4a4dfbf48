/**
 * The console's ride uploads (issue 30, DECISIONS 49): a CSV with the columns of
 * `admin import-rides` (ride_id, rider, driver, fare_aed, completed_at) is staged and previewed,
 * then imported in batches by a job any server process may continue. Plain data, no zod.
 */
export const RIDES_OPS_API = {
  imports: '/ops/rides/imports',
  job: (id: string) => `/ops/rides/imports/${encodeURIComponent(id)}`,
  rows: (id: string) => `/ops/rides/imports/${encodeURIComponent(id)}/rows`,
  start: (id: string) => `/ops/rides/imports/${encodeURIComponent(id)}/start`,
} as const;

/** Why a row will not be imported, as the preview found it. */
export const RIDE_ROW_PROBLEMS = [
  'missing_ride_id',
  'bad_ride_id',
  'missing_rider',
  'missing_driver',
  'unknown_rider',
  'unknown_driver',
  'same_member',
  'bad_fare',
  'fare_too_large',
  'bad_time',
  'future_time',
  /** The ride id is recorded already with other data. */
  'conflict',
  /** The ride id came earlier in the same file with other data. */
  'repeated',
] as const;
export type RideRowProblem = (typeof RIDE_ROW_PROBLEMS)[number];

export type RideImportStatus = 'staging' | 'ready' | 'importing' | 'done' | 'failed';
export type RideRowOutcome = 'imported' | 'duplicate' | 'conflict' | 'error';
export type RideConflictField = 'rider' | 'driver' | 'fare' | 'time';

export interface RideFieldDifference {
  field: RideConflictField;
  recorded: string;
  given: string;
}

export interface RideImportJob {
  id: string;
  fileName: string;
  status: RideImportStatus;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The preview: rows read, rows to import, rows with an error, rows already recorded as given. */
  rows: { total: number; valid: number; errors: number; known: number };
  /** The import's counts so far. */
  counts: { imported: number; duplicates: number; conflicts: number; errors: number };
  batches: { total: number; done: number };
}

export interface RideImportRow {
  line: number;
  rideId: string;
  rider: string;
  driver: string;
  fare: string;
  completedAt: string;
  problem: RideRowProblem | 'known' | null;
  /** For a conflict: the fields that differ from the recorded ride. */
  differences: RideFieldDifference[];
  outcome: RideRowOutcome | null;
}

export interface RideImportRowsPage {
  rows: RideImportRow[];
  page: number;
  pages: number;
  total: number;
}

export const RIDE_ROWS_PAGE_SIZE = 50;
/** The largest upload the console takes (bytes) and the most rows. */
export const RIDE_UPLOAD_MAX_BYTES = 64 * 1024 * 1024;
export const RIDE_UPLOAD_MAX_ROWS = 250_000;

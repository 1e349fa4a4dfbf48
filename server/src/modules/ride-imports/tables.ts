/** Tables of the console's ride uploads (migration 025-ride-imports). */
export interface RideImportJobsTable {
  id: string;
  operator_id: string;
  file_name: string;
  /** staging | ready | importing | done | failed */
  status: string;
  rows_total: number;
  rows_valid: number;
  rows_error: number;
  rows_known: number;
  imported: number;
  duplicates: number;
  conflicts: number;
  failed: number;
  batches_total: number;
  batches_done: number;
  created_at: string;
  started_by: string | null;
  started_at: string | null;
  finished_at: string | null;
}

export interface RideImportRowsTable {
  job_id: string;
  line: number;
  batch: number;
  ride_id: string;
  rider: string;
  driver: string;
  fare: string;
  completed_at: string;
  rider_id: string | null;
  driver_id: string | null;
  fare_fils: number | null;
  problem: string | null;
  detail: string | null;
  outcome: string | null;
}

export interface RideImportBatchesTable {
  job_id: string;
  batch: number;
  /** pending | done */
  status: string;
  lease_owner: string | null;
  lease_until: string | null;
  attempts: number;
}

export interface RideImportTables {
  ride_import_jobs: RideImportJobsTable;
  ride_import_rows: RideImportRowsTable;
  ride_import_batches: RideImportBatchesTable;
}

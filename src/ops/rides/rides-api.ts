/** The rides desk's calls to `/api/ops/rides` (through the console's own client). */
import { RIDES_OPS_API, type RideImportJob, type RideImportRowsPage } from '@contract/ops-rides';
import { call, opsUpload } from '../api';

export type RowsShown = 'errors' | 'all';

export const ridesApi = {
  upload: (file: File) =>
    opsUpload<{ job: RideImportJob }>(
      `${RIDES_OPS_API.imports}?name=${encodeURIComponent(file.name || 'rides.csv')}`,
      file,
      'text/csv',
    ),
  jobs: () => call<{ jobs: RideImportJob[] }>('GET', RIDES_OPS_API.imports),
  job: (id: string) => call<{ job: RideImportJob }>('GET', RIDES_OPS_API.job(id)),
  rows: (id: string, show: RowsShown, page: number) =>
    call<RideImportRowsPage>('GET', `${RIDES_OPS_API.rows(id)}?show=${show}&page=${String(page)}`),
  start: (id: string) => call<{ job: RideImportJob }>('POST', RIDES_OPS_API.start(id)),
};

/**
 * `/ops/rides` (issue 30, DECISIONS 49): a finance operator uploads the day's rides as CSV; the
 * server stages and checks them (nothing credited), the preview lists the rows with errors,
 * "Import" starts the job the server's workers run in batches, and this page polls its progress
 * until the counts are final. Past uploads are listed below; the open one is in the address
 * (`?job=`).
 */
import { useCallback, useEffect, useState, type SyntheticEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { RideImportJob, RideImportRow } from '@contract/ops-rides';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StatusMessage } from '@/components/ui/status-message';
import { useLanguage, useT } from '@/i18n/language-context';
import { errorText } from '../components/error-text';
import { formatDubaiTime } from '../components/format';
import { LoadState } from '../components/load-state';
import { PageTitle } from '../components/page-title';
import { useLoad } from '../components/use-load';
import { opsMessages } from '../messages';
import { ridesMessages } from './messages';
import { ridesApi, type RowsShown } from './rides-api';

const POLL_MS = 1000;
const JOB_ID = /^[0-9a-f]{24}$/;
const panel = 'rounded-card border border-line bg-surface-raised p-4 shadow-card';

export default function RidesPage() {
  const t = useT(ridesMessages);
  const { search } = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(search).get('job') ?? '';
  const jobId = JOB_ID.test(asked) ? asked : null;
  const fetchJobs = useCallback(() => ridesApi.jobs().then((r) => r.jobs), []);
  const { load: jobs, reload: reloadJobs } = useLoad(fetchJobs);
  const open = (id: string) => void navigate({ search: `?job=${id}` });

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <div className="flex flex-col gap-6">
        <UploadForm
          onUploaded={(job) => {
            open(job.id);
            reloadJobs();
          }}
        />
        {jobId && <JobPanel key={jobId} id={jobId} onChanged={reloadJobs} />}
        <section aria-labelledby="past-title" className={panel}>
          <h2 id="past-title" className="mb-3 text-lg font-semibold">
            {t('pastTitle')}
          </h2>
          <LoadState load={jobs} reload={reloadJobs} />
          {jobs.state === 'ready' && <PastImports jobs={jobs.data} openId={jobId} onOpen={open} />}
        </section>
      </div>
    </>
  );
}

function UploadForm({ onUploaded }: { onUploaded: (job: RideImportJob) => void }) {
  const t = useT(ridesMessages);
  const tOps = useT(opsMessages);
  const language = useLanguage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = new FormData(form).get('file');
    if (!(file instanceof File) || file.size === 0) {
      setError(t('chooseFile'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { job } = await ridesApi.upload(file);
      form.reset();
      onUploaded(job);
    } catch (e) {
      setError(errorText(e, tOps, language));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="upload-title" className={panel}>
      <h2 id="upload-title" className="text-lg font-semibold">
        {t('uploadTitle')}
      </h2>
      <p id="upload-hint" className="mb-3 text-sm text-ink-muted">
        {t('uploadHint')}
      </p>
      <form className="flex flex-wrap items-end gap-3" onSubmit={(e) => void submit(e)}>
        <div className="flex flex-col gap-1">
          <label htmlFor="rides-file" className="text-sm font-semibold">
            {t('fileLabel')}
          </label>
          <input
            id="rides-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            aria-describedby="upload-hint"
            className="min-h-11 text-sm"
          />
        </div>
        <Button type="submit" disabled={busy}>
          {t('uploadButton')}
        </Button>
      </form>
      {busy && (
        <div className="mt-3">
          <StatusMessage kind="loading">{t('uploading')}</StatusMessage>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </section>
  );
}

function Figures({ items }: { items: [string, number][] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-card bg-surface-alt p-3">
          <dt className="text-sm text-ink-muted">{label}</dt>
          <dd className="tabular text-xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function JobPanel({ id, onChanged }: { id: string; onChanged: () => void }) {
  const t = useT(ridesMessages);
  const tOps = useT(opsMessages);
  const language = useLanguage();
  const fetchJob = useCallback(() => ridesApi.job(id).then((r) => r.job), [id]);
  const { load, reload } = useLoad(fetchJob);
  // The latest figures: polled or answered by "Import", else the first load's.
  const [latest, setJob] = useState<RideImportJob | null>(null);
  const job = latest ?? (load.state === 'ready' ? load.data : null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // While the file is read or imported, the figures are polled until they are final.
  const running = job?.status === 'importing' || job?.status === 'staging';
  useEffect(() => {
    if (!running) return;
    let current = true;
    const timer = setInterval(() => {
      ridesApi.job(id).then(
        (r) => {
          if (!current) return;
          setJob(r.job);
          if (r.job.status !== 'importing' && r.job.status !== 'staging') onChanged();
        },
        () => undefined,
      );
    }, POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [id, running, onChanged]);

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      const r = await ridesApi.start(id);
      setJob(r.job);
      onChanged();
    } catch (e) {
      setError(errorText(e, tOps, language));
    } finally {
      setStarting(false);
    }
  };

  if (!job) return <LoadState load={load} reload={reload} />;
  const imported = job.status === 'importing' || job.status === 'done';
  const pct = job.batches.total > 0 ? (job.batches.done / job.batches.total) * 100 : 100;
  return (
    <section aria-labelledby="job-title" className={panel}>
      <h2 id="job-title" className="text-lg font-semibold" dir="auto">
        {t('jobTitle', { file: job.fileName })}
      </h2>
      <p className="mb-4 text-sm text-ink-muted">
        {t('uploadedAt', { time: formatDubaiTime(job.createdAt, language) })} ·{' '}
        <span data-testid="job-status">{t('status', { status: job.status })}</span>
      </p>

      <h3 className="mb-2 font-semibold">{t('previewTitle')}</h3>
      <Figures
        items={[
          [t('rowsTotal'), job.rows.total],
          [t('rowsValid'), job.rows.valid],
          [t('rowsErrors'), job.rows.errors],
          [t('rowsKnown'), job.rows.known],
        ]}
      />

      {job.status === 'ready' && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {job.rows.valid > 0 ? (
            <Button onClick={() => void start()} disabled={starting}>
              {starting ? t('importing') : t('importButton', { count: job.rows.valid })}
            </Button>
          ) : (
            <p className="text-sm text-ink-muted">{t('nothingToImport')}</p>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}

      {imported && (
        <div className="mt-6">
          <h3 className="mb-2 font-semibold">{t('countsTitle')}</h3>
          <div className="mb-3">
            <ProgressBar value={pct} label={t('progressLabel')} />
            <p className="mt-1 text-sm text-ink-muted">
              {t('progressText', { done: job.batches.done, total: job.batches.total })}
            </p>
          </div>
          <div role="status" aria-live="polite">
            <Figures
              items={[
                [t('countImported'), job.counts.imported],
                [t('countDuplicates'), job.counts.duplicates],
                [t('countConflicts'), job.counts.conflicts],
                [t('countErrors'), job.counts.errors],
              ]}
            />
            {job.finishedAt && (
              <p className="mt-2 text-sm text-ink-muted">
                {t('finishedAt', { time: formatDubaiTime(job.finishedAt, language) })}
              </p>
            )}
          </div>
        </div>
      )}

      {job.status !== 'staging' && <RowsTable job={job} />}
    </section>
  );
}

function RowsTable({ job }: { job: RideImportJob }) {
  const t = useT(ridesMessages);
  const [show, setShow] = useState<RowsShown>('errors');
  const [page, setPage] = useState(1);
  // The rows' results change while the import runs: read them again when a batch is done.
  const round = `${job.status}:${String(job.batches.done)}`;
  const fetchRows = useCallback(
    () => ridesApi.rows(job.id, show, page),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `round` asks for a fresh page
    [job.id, show, page, round],
  );
  const { load, reload } = useLoad(fetchRows);
  const choose = (next: RowsShown) => {
    setShow(next);
    setPage(1);
  };
  const withOutcome = job.status === 'importing' || job.status === 'done';

  return (
    <div className="mt-6">
      <div className="mb-3 flex flex-wrap gap-2" role="group" aria-label={t('rowsCaption')}>
        {(['errors', 'all'] as const).map((s) => (
          <Button
            key={s}
            variant={show === s ? 'primary' : 'secondary'}
            aria-pressed={show === s}
            onClick={() => choose(s)}
          >
            {s === 'errors' ? t('showErrors') : t('showAll')}
          </Button>
        ))}
      </div>
      <LoadState load={load} reload={reload} />
      {load.state === 'ready' && load.data.total === 0 && (
        <StatusMessage kind="empty">
          {show === 'errors' ? t('noErrorRows') : t('noRows')}
        </StatusMessage>
      )}
      {load.state === 'ready' && load.data.total > 0 && (
        <>
          <div
            className="relative overflow-x-auto rounded-card border border-line"
            // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label={t('rowsCaption')}
          >
            <table className="w-full min-w-[56rem] text-start text-sm">
              <caption className="sr-only">{t('rowsCaption')}</caption>
              <thead className="bg-surface-alt">
                <tr>
                  {(
                    [
                      'colLine',
                      'colRideId',
                      'colRider',
                      'colDriver',
                      'colFare',
                      'colTime',
                      'colFinding',
                      ...(withOutcome ? (['colOutcome'] as const) : []),
                    ] as const
                  ).map((c) => (
                    <th key={c} scope="col" className="px-3 py-2 text-start font-semibold">
                      {t(c)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {load.data.rows.map((r) => (
                  <RowLine key={r.line} row={r} withOutcome={withOutcome} />
                ))}
              </tbody>
            </table>
          </div>
          <nav aria-label={t('rowsCaption')} className="mt-3 flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              disabled={load.data.page <= 1}
              onClick={() => setPage((p) => Math.max(1, p - 1))}
            >
              {t('previous')}
            </Button>
            <span className="text-sm">
              {t('pageOf', { page: load.data.page, pages: load.data.pages })}
            </span>
            <Button
              variant="secondary"
              disabled={load.data.page >= load.data.pages}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('next')}
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}

function RowLine({ row, withOutcome }: { row: RideImportRow; withOutcome: boolean }) {
  const t = useT(ridesMessages);
  const bad = row.problem !== null && row.problem !== 'known';
  return (
    <tr className="border-t border-line align-top">
      <td className="tabular px-3 py-2">{row.line}</td>
      <td className="px-3 py-2 font-mono text-xs" dir="ltr">
        {row.rideId}
      </td>
      <td className="px-3 py-2" dir="auto">
        {row.rider}
      </td>
      <td className="px-3 py-2" dir="auto">
        {row.driver}
      </td>
      <td className="tabular px-3 py-2" dir="ltr">
        {row.fare}
      </td>
      <td className="px-3 py-2 font-mono text-xs" dir="ltr">
        {row.completedAt}
      </td>
      <td className={`px-3 py-2 ${bad ? 'font-semibold text-danger' : ''}`}>
        {t('problem', { problem: row.problem ?? 'none' })}
        {row.differences.length > 0 && (
          <ul className="mt-1 font-normal">
            {row.differences.map((d) => (
              <li key={d.field}>
                {t('difference', {
                  field: t('field', { field: d.field }),
                  recorded: d.recorded,
                  given: d.given,
                })}
              </li>
            ))}
          </ul>
        )}
      </td>
      {withOutcome && (
        <td className="px-3 py-2">{row.outcome ? t('outcome', { outcome: row.outcome }) : '—'}</td>
      )}
    </tr>
  );
}

function PastImports({
  jobs,
  openId,
  onOpen,
}: {
  jobs: RideImportJob[];
  openId: string | null;
  onOpen: (id: string) => void;
}) {
  const t = useT(ridesMessages);
  const language = useLanguage();
  if (jobs.length === 0) return <StatusMessage kind="empty">{t('pastEmpty')}</StatusMessage>;
  return (
    <div
      className="relative overflow-x-auto rounded-card border border-line"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={t('pastTitle')}
    >
      <table className="w-full min-w-[56rem] text-start text-sm">
        <thead className="bg-surface-alt">
          <tr>
            {(
              [
                'colUploaded',
                'colFile',
                'colStatus',
                'colRows',
                'countImported',
                'countDuplicates',
                'countConflicts',
                'countErrors',
              ] as const
            ).map((c) => (
              <th key={c} scope="col" className="px-3 py-2 text-start font-semibold">
                {t(c)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t('open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((j) => {
            const time = formatDubaiTime(j.createdAt, language);
            return (
              <tr key={j.id} className="border-t border-line">
                <td className="px-3 py-2 whitespace-nowrap">{time}</td>
                <td className="px-3 py-2" dir="auto">
                  {j.fileName}
                </td>
                <td className="px-3 py-2">{t('status', { status: j.status })}</td>
                <td className="tabular px-3 py-2">{j.rows.total}</td>
                <td className="tabular px-3 py-2">{j.counts.imported}</td>
                <td className="tabular px-3 py-2">{j.counts.duplicates}</td>
                <td className="tabular px-3 py-2">{j.counts.conflicts}</td>
                <td className="tabular px-3 py-2">{j.counts.errors}</td>
                <td className="px-3 py-2">
                  {openId === j.id ? (
                    <span className="text-sm text-ink-muted">{t('opened')}</span>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={t('openLabel', { file: j.fileName, time })}
                      onClick={() => onOpen(j.id)}
                    >
                      {t('open')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

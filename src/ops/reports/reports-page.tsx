/**
 * `/ops/reports`: a range of Dubai days (kept in the address, `?from=&to=`, last 30 days when
 * none), quick ranges, and four sections (new members, rides and fares, rewards credited per
 * programme, withdrawals), each a chart with its table and CSV.
 */
import { useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { REPORT_MAX_DAYS, type OpsReport } from '@contract/ops-reports';
import { Button, buttonClass } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useLanguage, useT } from '@/i18n/language-context';
import { formatDate } from '@/lib/format';
import { opsApi, opsDownloads } from '../api';
import { errorText } from '../components/error-text';
import { Field } from '../components/field';
import { PageTitle } from '../components/page-title';
import { opsMessages } from '../messages';
import { daysIn, quickRange, rangeProblem, type QuickRange, type Range } from './dates';
import { reportsMessages } from './messages';
import { ReportSection } from './report-section';
import { sectionsOf } from './sections';

const QUICK: QuickRange[] = ['last7', 'last30', 'thisMonth'];

function useRange(): Range {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const to = params.get('to');
  return from !== null || to !== null ? { from: from ?? '', to: to ?? '' } : quickRange('last30');
}

export default function ReportsPage() {
  const t = useT(reportsMessages);
  const tOps = useT(opsMessages);
  const language = useLanguage();
  const navigate = useNavigate();
  const range = useRange();
  const key = `${range.from}/${range.to}`;
  const problem = rangeProblem(range);
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const [result, setResult] = useState<{
    key: string;
    report: OpsReport | null;
    error: string | null;
  } | null>(null);

  useEffect(() => {
    if (problem) return;
    let current = true;
    opsApi.report(range.from, range.to).then(
      ({ report }) => {
        if (current) setResult({ key, report, error: null });
      },
      (e: unknown) => {
        if (current) setResult({ key, report: null, error: errorText(e, tOps, language) });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the range
  }, [key, problem, tOps, language]);

  const go = (r: Range) => {
    setTypedProblem(null);
    void navigate({ search: `?${new URLSearchParams({ from: r.from, to: r.to }).toString()}` });
  };
  const apply = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const v = form.get(name);
      return typeof v === 'string' ? v : '';
    };
    const typed = { from: text('from'), to: text('to') };
    const wrong = rangeProblem(typed);
    if (wrong) setTypedProblem(t(wrong, { max: REPORT_MAX_DAYS }));
    else go(typed);
  };

  const ready = result?.key === key ? result : null;
  const report = ready?.report ?? null;
  const sections = useMemo(
    () => (report ? sectionsOf(report, t, language) : []),
    [report, t, language],
  );
  const current = QUICK.find((q) => {
    const r = quickRange(q);
    return r.from === range.from && r.to === range.to;
  });

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <p className="mb-4 max-w-3xl text-sm text-ink-muted">{t('intro')}</p>
      <form
        key={key}
        onSubmit={apply}
        noValidate
        className="mb-3 flex flex-wrap items-end gap-3 rounded-card border border-line bg-surface-raised p-4"
      >
        <Field label={t('from')} name="from" type="date" defaultValue={range.from} />
        <Field label={t('to')} name="to" type="date" defaultValue={range.to} error={typedProblem} />
        <Button type="submit">{t('show')}</Button>
        <div role="group" aria-label={t('quickRanges')} className="flex flex-wrap gap-2">
          {QUICK.map((q) => (
            <Button
              key={q}
              variant="secondary"
              aria-pressed={current === q}
              onClick={() => {
                go(quickRange(q));
              }}
            >
              {t(q)}
            </Button>
          ))}
        </div>
      </form>
      {!problem && (
        <div className="mb-6 flex flex-wrap items-center gap-3">
          <p className="text-sm font-semibold text-ink" aria-live="polite">
            {t('rangeShown', {
              from: formatDate(`${range.from}T00:00:00Z`),
              to: formatDate(`${range.to}T00:00:00Z`),
              days: daysIn(range),
            })}
          </p>
          <a
            href={opsDownloads.reportCsv(range.from, range.to)}
            download
            className={buttonClass('secondary', 'sm')}
          >
            {t('downloadAll')}
          </a>
        </div>
      )}
      {problem && (
        <StatusMessage kind="error">{t(problem, { max: REPORT_MAX_DAYS })}</StatusMessage>
      )}
      {!problem && !ready && <StatusMessage kind="loading">{tOps('loading')}</StatusMessage>}
      {ready?.error && <StatusMessage kind="error">{ready.error}</StatusMessage>}
      {report && (
        <div className="flex flex-col gap-6">
          {sections.map((s) => (
            <ReportSection
              key={s.id}
              id={`report-${s.id}`}
              title={s.title}
              summary={s.summary}
              days={report.days}
              series={s.series}
              bars={s.bars}
              columns={s.columns}
              csvHref={opsDownloads.reportCsv(range.from, range.to, s.id)}
            />
          ))}
        </div>
      )}
    </>
  );
}

/**
 * A section of the report: its heading and summary, the chart (hidden from assistive
 * technology), the same figures as a table (the accessible form, with a total row) and the
 * section's CSV.
 */
import type { ReportDay } from '@contract/ops-reports';
import { buttonClass } from '@/components/ui/button';
import { useT } from '@/i18n/language-context';
import { formatDate } from '@/lib/format';
import { reportsMessages } from './messages';
import { ReportChart, type ChartSeries } from './report-chart';
import { TONES, type Tone } from './tones';

export interface Column {
  header: string;
  cell: (d: ReportDay) => string;
  total: string;
  /** The chart series this column is drawn as, when it is one. */
  tone?: Tone;
}

export function ReportSection({
  id,
  title,
  summary,
  days,
  series,
  bars,
  columns,
  csvHref,
}: {
  id: string;
  title: string;
  summary: string;
  days: ReportDay[];
  series: ChartSeries[];
  bars?: boolean;
  columns: Column[];
  csvHref: string;
}) {
  const t = useT(reportsMessages);
  const dates = days.map((d) => d.date);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface-raised p-4 shadow-card"
    >
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
          {title}
        </h2>
        <p className="text-sm text-ink-muted">{summary}</p>
        <a
          href={csvHref}
          download
          className={buttonClass('secondary', 'sm', 'ms-auto')}
          aria-label={t('downloadSection', { section: title })}
        >
          CSV
        </a>
      </div>
      <div aria-hidden="true" data-chart={id}>
        <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
          {series.map((s) => (
            <li key={s.label} className="flex items-center gap-2">
              <span className={`inline-block size-3 rounded-sm ${TONES[s.tone].swatch}`} />
              {s.label}
            </li>
          ))}
        </ul>
        <ReportChart dates={dates} series={series} bars={bars} />
      </div>
      <div
        className="max-h-80 overflow-auto rounded-lg border border-line"
        // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={t('tableCaption', { section: title })}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">{t('tableCaption', { section: title })}</caption>
          <thead className="sticky top-0 bg-surface-alt">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('colDate')}
              </th>
              {columns.map((c) => (
                <th key={c.header} scope="col" className="px-3 py-2 text-end font-semibold">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date} className="border-t border-line">
                <th scope="row" className="px-3 py-1.5 text-start font-normal whitespace-nowrap">
                  {formatDate(`${d.date}T00:00:00Z`)}
                </th>
                {columns.map((c) => (
                  <td key={c.header} className="px-3 py-1.5 text-end tabular-nums">
                    {c.cell(d)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="sticky bottom-0 bg-surface-alt font-semibold">
            <tr className="border-t border-line">
              <th scope="row" className="px-3 py-2 text-start">
                {t('rowTotal')}
              </th>
              {columns.map((c) => (
                <td key={c.header} className="px-3 py-2 text-end tabular-nums">
                  {c.total}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}

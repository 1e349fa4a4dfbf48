/**
 * One report chart, drawn with uPlot, loaded with the first chart (only the reports page asks
 * for it). Hidden from assistive technology: the table under each chart carries the same
 * figures. Days run left to right in both languages, as on a calendar's axis.
 */
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import { intlLocaleOf } from '@contract/language';
import { useLanguage } from '@/i18n/language-context';
import { formatNumber } from '@/lib/format';
import { AXIS_CLASS, colourOf, GRID_CLASS, TONES, type Tone } from './tones';

export interface ChartSeries {
  label: string;
  values: number[];
  tone: Tone;
  /** The second scale, on the end side (fares beside ride counts). */
  second?: boolean;
}

const HEIGHT = 260;

let uplotModule: Promise<typeof uPlot> | null = null;
const loadUplot = () =>
  (uplotModule ??= Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
    ([m]) => m.default,
  ));

const fromZero: uPlot.Scale.Range = (_u, min, max) => [Math.min(0, min), max > 0 ? max * 1.08 : 1];

function options(
  host: HTMLElement,
  dates: string[],
  series: ChartSeries[],
  bars: boolean,
  shortDate: (date: string) => string,
  UPlot: typeof uPlot,
): uPlot.Options {
  const axisColour = colourOf(host, AXIS_CLASS);
  const grid = { stroke: colourOf(host, GRID_CLASS), width: 1 };
  const font = '12px "Inter Variable", system-ui, sans-serif';
  const numbers = (_u: uPlot, splits: number[]) => splits.map((v) => formatNumber(v));
  const hasSecond = series.some((s) => s.second);
  return {
    width: Math.max(280, host.clientWidth),
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false, setScale: false } },
    scales: { x: { time: false }, first: { range: fromZero }, second: { range: fromZero } },
    axes: [
      {
        stroke: axisColour,
        grid,
        ticks: grid,
        font,
        incrs: [1, 2, 7, 14, 28, 56, 91],
        space: 56,
        values: (_u, splits) => splits.map((i) => (dates[i] ? shortDate(dates[i]) : '')),
      },
      { scale: 'first', stroke: axisColour, grid, ticks: grid, font, size: 64, values: numbers },
      ...(hasSecond
        ? [
            {
              scale: 'second',
              // uPlot's sides are a const enum, which isolated modules cannot name: 1 is the end.
              // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
              side: 1 as uPlot.Axis.Side,
              stroke: axisColour,
              grid: { show: false },
              ticks: grid,
              font,
              size: 72,
              values: numbers,
            },
          ]
        : []),
    ],
    series: [
      {},
      ...series.map((s): uPlot.Series => {
        const colour = colourOf(host, TONES[s.tone].text);
        return {
          label: s.label,
          scale: s.second ? 'second' : 'first',
          stroke: colour,
          width: 2,
          ...(bars
            ? {
                fill: colour,
                paths: UPlot.paths.bars?.({ size: [0.6, 28] }),
                points: { show: false },
              }
            : { points: { show: dates.length <= 45, size: 5, fill: colour } }),
        };
      }),
    ],
  };
}

export function ReportChart({
  dates,
  series,
  bars = false,
}: {
  dates: string[];
  series: ChartSeries[];
  bars?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const language = useLanguage();

  useEffect(() => {
    const host = box.current;
    if (!host) return;
    const day = new Intl.DateTimeFormat(language === 'ar' ? intlLocaleOf('ar') : 'en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const shortDate = (date: string) => day.format(new Date(`${date}T00:00:00Z`));
    let plot: uPlot | null = null;
    let gone = false;
    const draw = async () => {
      const UPlot = await loadUplot();
      if (gone) return;
      plot?.destroy();
      const data: uPlot.AlignedData = [dates.map((_, i) => i), ...series.map((s) => s.values)];
      plot = new UPlot(options(host, dates, series, bars, shortDate, UPlot), data, host);
    };
    void draw();
    // The width follows the page; a switch of light and dark draws again in the other colours.
    const resized =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() =>
            plot?.setSize({ width: Math.max(280, host.clientWidth), height: HEIGHT }),
          );
    resized?.observe(host);
    const themed = new MutationObserver(() => void draw());
    themed.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      gone = true;
      resized?.disconnect();
      themed.disconnect();
      plot?.destroy();
    };
  }, [dates, series, bars, language]);

  return <div ref={box} dir="ltr" className="min-h-[260px] w-full overflow-hidden" />;
}

import type { ReactNode } from 'react';

/** One column, declared once: the table's header cell and the card's label are the same words. */
export interface Column<Row> {
  /** The header cell, and the value's label in a card. */
  header: string;
  /** The value, rendered in the table cell and in the card alike. */
  cell: (row: Row, index: number) => ReactNode;
  /** Figures: aligned to the end of the table cell, tabular digits everywhere. */
  numeric?: boolean;
  /** Keeps the table cell on one line (a card always wraps, so a phone never scrolls sideways). */
  nowrap?: boolean;
  /** Extra classes for the value, in the table cell and in the card. */
  className?: string;
  /**
   * A column of buttons: the table's header is read by screen readers only, and in a card the
   * buttons sit below the values, named by their own text.
   */
  action?: boolean;
}

export interface TablePanelProps<Row> {
  /** Names the table and its panel. */
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** The signed-in member's own row: marked with aria-current and highlighted. */
  isCurrent?: (row: Row) => boolean;
  /** A maximum height (spec section 9: leaderboard panels scroll); omit to grow with the page. */
  maxHeight?: string;
}

const cellAlign = (c: { numeric?: boolean }) => (c.numeric ? 'text-end tabular' : 'text-start');

/**
 * Rows in a panel: a real table from 640 px up, a list of cards below it, each card showing
 * every column's value with its label. Only one of the two is displayed (display:none hides the
 * other from screen readers too). The panel scrolls within its maximum height and, at its ends,
 * lets the wheel and touch scroll the page (overscroll-behavior: auto, never contained).
 */
export function TablePanel<Row>({
  caption,
  columns,
  rows,
  rowKey,
  isCurrent,
  maxHeight = '',
}: TablePanelProps<Row>) {
  const values = columns.filter((c) => !c.action);
  const actions = columns.filter((c) => c.action);
  return (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    <div
      className={`${maxHeight} scroll-shadows overflow-auto overscroll-auto rounded-card sm:border sm:border-line`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="hidden w-full min-w-[32rem] border-collapse text-start text-sm sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-surface-alt text-xs tracking-wide text-ink-muted uppercase">
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={`px-3 py-2.5 font-semibold ${cellAlign(c)} ${c.nowrap ? 'whitespace-nowrap' : ''}`}
              >
                {c.action ? <span className="sr-only">{c.header}</span> : c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row, i) => {
            const current = isCurrent?.(row) ?? false;
            return (
              <tr
                key={rowKey(row, i)}
                aria-current={current ? 'true' : undefined}
                className={current ? currentRowClass : 'hover:bg-surface-alt/60'}
              >
                {columns.map((c) => (
                  <td
                    key={c.header}
                    className={`px-3 py-2.5 ${c.action ? 'text-end' : cellAlign(c)} ${
                      c.nowrap || c.action ? 'whitespace-nowrap' : ''
                    } ${c.className ?? ''}`}
                  >
                    {c.cell(row, i)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <ul className="grid gap-3 sm:hidden">
        {rows.map((row, i) => {
          const current = isCurrent?.(row) ?? false;
          return (
            <li
              key={rowKey(row, i)}
              aria-current={current ? 'true' : undefined}
              className={`rounded-card border p-3 text-sm ${current ? currentCardClass : 'border-line'}`}
            >
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1.5">
                {values.map((c) => (
                  <Pair key={c.header} label={c.header} numeric={c.numeric} className={c.className}>
                    {c.cell(row, i)}
                  </Pair>
                ))}
              </dl>
              {actions.length > 0 && (
                <div className="mt-3 flex flex-wrap gap-2">
                  {actions.map((c) => (
                    <span key={c.header} className="contents">
                      {c.cell(row, i)}
                    </span>
                  ))}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Pair({
  label,
  numeric,
  className = '',
  children,
}: {
  label: string;
  numeric?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className={`min-w-0 [overflow-wrap:anywhere] ${numeric ? 'tabular' : ''} ${className}`}>
        {children}
      </dd>
    </>
  );
}

/**
 * The signed-in member's row stands out in the accent colour, with a bar on its start side (an
 * inset shadow has no logical form, so Arabic casts it from the right).
 */
const currentRowClass =
  'bg-sand-50 font-semibold dark:bg-sand-900/40 [&>*:first-child]:shadow-[inset_4px_0_0] rtl:[&>*:first-child]:shadow-[inset_-4px_0_0] [&>*:first-child]:shadow-sand-500';
const currentCardClass =
  'border-line border-s-4 border-s-sand-500 bg-sand-50 font-semibold dark:bg-sand-900/40';

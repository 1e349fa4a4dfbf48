import type { ReactNode } from 'react';

/**
 * A real table in a panel that scrolls within a maximum height (spec section 9: leaderboard
 * panels scroll with maximum heights) and sideways on a phone, with edge shadows that show
 * there are more columns. The caption names the table.
 */
export function TablePanel({
  caption,
  head,
  children,
  maxHeight = 'max-h-96',
}: {
  caption: string;
  /** The <tr> of header cells (<th scope="col">). */
  head: ReactNode;
  /** The <tr> rows. */
  children: ReactNode;
  maxHeight?: string;
}) {
  return (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    <div
      className={`${maxHeight} scroll-shadows overflow-auto rounded-card border border-line`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[32rem] border-collapse text-start text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-surface-alt text-xs tracking-wide text-ink-muted uppercase">
          {head}
        </thead>
        <tbody className="divide-y divide-line [&_td]:px-3 [&_td]:py-2.5 [&_th]:px-3 [&_th]:py-2.5">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** Header cell class for TablePanel heads. */
export const thClass = 'px-3 py-2.5 font-semibold';

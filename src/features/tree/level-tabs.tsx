import { useRef, type KeyboardEvent } from 'react';
import { useLanguage, useT } from '@/i18n/language-context';
import { formatNumber } from '@/lib/format';
import { treeMessages } from './messages';
import type { LevelTab } from './tree-adapter';

export const tabId = (level: number) => `tree-tab-${String(level)}`;
export const panelId = 'tree-level-panel';

/**
 * Level tabs (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move between tabs
 * and select them; only the selected tab is in the Tab order.
 */
export function LevelTabs({
  tabs,
  selected,
  onSelect,
}: {
  tabs: LevelTab[];
  selected: number;
  onSelect: (level: number) => void;
}) {
  const t = useT(treeMessages);
  // Right to left, the arrow keys follow the tabs' visual order: ArrowLeft goes forward.
  const forward = useLanguage() === 'ar' ? 'ArrowLeft' : 'ArrowRight';
  const refs = useRef(new Map<number, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = index === last ? 0 : index + 1;
    const previous = index === 0 ? last : index - 1;
    const to = {
      ArrowRight: forward === 'ArrowRight' ? next : previous,
      ArrowLeft: forward === 'ArrowLeft' ? next : previous,
      Home: 0,
      End: last,
    }[event.key];
    const tab = to === undefined ? undefined : tabs[to];
    if (!tab) return;
    event.preventDefault();
    refs.current.get(tab.level)?.focus();
    onSelect(tab.level);
  };
  return (
    <div
      role="tablist"
      aria-label={t('levelsLabel')}
      // Pills that wrap on a phone (no sideways scroll), underlined tabs from 640 px up.
      className="flex flex-wrap gap-2 sm:gap-y-0 sm:border-b sm:border-line"
    >
      {tabs.map((tab, index) => {
        const active = tab.level === selected;
        return (
          <button
            key={tab.level}
            ref={(el) => {
              if (el) refs.current.set(tab.level, el);
              else refs.current.delete(tab.level);
            }}
            type="button"
            role="tab"
            id={tabId(tab.level)}
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => {
              onSelect(tab.level);
            }}
            onKeyDown={(event) => {
              move(event, index);
            }}
            className={`flex min-h-11 shrink-0 items-center gap-2 rounded-pill border px-3 text-sm font-semibold whitespace-nowrap transition-colors duration-quick sm:-mb-px sm:rounded-none sm:border-0 sm:border-b-2 ${
              active
                ? 'border-brand-600 bg-brand-50 text-brand-800 sm:bg-transparent dark:border-brand-400 dark:bg-brand-950 dark:text-brand-200 sm:dark:bg-transparent'
                : 'border-line text-ink-muted hover:text-ink sm:border-transparent'
            }`}
          >
            {t('levelTab', { level: formatNumber(tab.level) })}
            <span
              className={`tabular rounded-pill px-2 py-0.5 text-xs ${
                active
                  ? 'bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100'
                  : 'bg-surface-alt text-ink-muted'
              }`}
            >
              {formatNumber(tab.count)}
            </span>
          </button>
        );
      })}
    </div>
  );
}

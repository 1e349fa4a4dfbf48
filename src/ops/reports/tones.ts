/**
 * Series colours from the theme (tailwind.config.ts), light and dark: each tone is a pair of
 * Tailwind classes, read back from the page as a computed colour for the canvas, so the charts
 * follow the theme's tokens and its `dark` class.
 */
export const TONES = {
  brand: { text: 'text-brand-700 dark:text-brand-300', swatch: 'bg-brand-700 dark:bg-brand-300' },
  sand: { text: 'text-sand-600 dark:text-sand-300', swatch: 'bg-sand-600 dark:bg-sand-300' },
  teal: { text: 'text-brand-400 dark:text-brand-500', swatch: 'bg-brand-400 dark:bg-brand-500' },
  clay: { text: 'text-sand-800 dark:text-sand-200', swatch: 'bg-sand-800 dark:bg-sand-200' },
  success: { text: 'text-success', swatch: 'bg-success' },
  danger: { text: 'text-danger', swatch: 'bg-danger' },
  warning: { text: 'text-warning', swatch: 'bg-warning' },
  muted: { text: 'text-ink-muted', swatch: 'bg-ink-muted' },
} as const;

export type Tone = keyof typeof TONES;

/** Tones in the order programmes take them. */
export const PROGRAMME_TONES: readonly Tone[] = [
  'brand',
  'sand',
  'teal',
  'clay',
  'success',
  'danger',
  'warning',
  'muted',
];

/** Axis words and grid lines. */
export const AXIS_CLASS = 'text-ink-muted';
export const GRID_CLASS = 'text-line';

/** The computed colour of a Tailwind colour class, read inside `host` (so `dark` applies). */
export function colourOf(host: HTMLElement, className: string): string {
  const probe = document.createElement('span');
  probe.className = className;
  probe.hidden = true;
  host.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** Helpers for reading answers defensively (DECISIONS 10: our shape or the old server's). */
export type Loose = Partial<Record<string, unknown>>;

export const obj = (value: unknown): Loose => (value && typeof value === 'object' ? value : {});

export const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

export const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

/** A server title without leading emoji or a trailing colon ("🏅 Top Earners:" → "Top Earners"). */
export const cleanTitle = (value: unknown, fallback: string): string =>
  text(value, fallback)
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .replace(/[\s:]+$/u, '') || fallback;

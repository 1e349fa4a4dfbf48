/** Helpers for reading answers defensively (DECISIONS 10: our shape or the old server's). */
export type Loose = Partial<Record<string, unknown>>;

export const obj = (value: unknown): Loose => (value && typeof value === 'object' ? value : {});

export const num = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

export const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' && value.trim() ? value.trim() : fallback;

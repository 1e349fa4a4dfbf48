/**
 * What an adapter accepts: the contract's shape with any field missing or null, because the
 * company's old server sends other shapes (DECISIONS 10) and missing data has defaults (spec 9).
 */
export type Loose<T> = T extends readonly (infer U)[]
  ? readonly (Loose<U> | null)[]
  : T extends object
    ? { [K in keyof T]?: Loose<T[K]> | null }
    : T;

/** A finite number, or the fallback. */
export const numberOr = <F>(value: unknown, fallback: F): number | F =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** A non-blank string, or the fallback. */
export const textOr = <F>(value: unknown, fallback: F): string | F =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

export const listOf = <T>(value: readonly T[] | null | undefined): readonly T[] =>
  Array.isArray(value) ? (value as readonly T[]) : [];

import { z } from 'zod';
// Installs our words for any issue a schema leaves unworded (issue 14); every parse runs here.
import '../../../contract/zod-messages';
import type { ErrorCode } from '../../../contract/error-codes';
import { badRequest } from './errors';
import { fieldCodeOfIssue } from './field-codes';

type DebugLog = { debug: (details: object, message: string) => void };

/** A whole-number query parameter, each limit in its own words ("limit must be at most 200"). */
export const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} must be at most ${max}`);

/** A copy of `input` without `keys` in the object at `path` (the input itself is not changed). */
function withoutKeys(input: unknown, path: PropertyKey[], keys: string[]): unknown {
  if (!input || typeof input !== 'object') return input;
  const [head, ...rest] = path;
  if (Array.isArray(input)) {
    const items: unknown[] = [...(input as unknown[])];
    if (typeof head === 'number') items[head] = withoutKeys(items[head], rest, keys);
    return items;
  }
  const entries = Object.entries(input as Record<string, unknown>);
  if (head === undefined) return Object.fromEntries(entries.filter(([key]) => !keys.includes(key)));
  return Object.fromEntries(
    entries.map(([key, value]) => [key, key === head ? withoutKeys(value, rest, keys) : value]),
  );
}

/**
 * Parses request input with a zod schema; failures become 400 VALIDATION_FAILED with an `errors`
 * map by field and a `codes` map naming each field's failure.
 *
 * Tolerant reading, strict applying (DECISIONS 40): body schemas are strict objects so that
 * unknown fields are *noticed*; they are then dropped (logged at debug, never stored or applied)
 * and the rest is parsed again, so an app that adds a field keeps working. Wrong types and bad
 * values of the fields we know are still a 400 with our messages.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  log?: DebugLog,
): z.output<S> {
  let current: unknown = input ?? {};
  let result = schema.safeParse(current);
  const ignored: string[] = [];
  // Each pass removes the unknown keys zod reported; nesting bounds the number of passes.
  for (let pass = 0; pass < 8 && !result.success; pass++) {
    const unknown = result.error.issues.filter((issue) => issue.code === 'unrecognized_keys');
    if (unknown.length === 0) break;
    for (const issue of unknown) {
      current = withoutKeys(current, issue.path, issue.keys);
      const prefix = issue.path.map(String).join('.');
      ignored.push(...issue.keys.map((key) => (prefix ? `${prefix}.${key}` : key)));
    }
    result = schema.safeParse(current);
  }
  if (ignored.length > 0) log?.debug({ ignoredFields: ignored }, 'unknown request fields ignored');
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  const codes: Record<string, ErrorCode> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    errors[key] ??= issue.message;
    codes[key] ??= fieldCodeOfIssue(issue);
  }
  const first = Object.values(errors)[0] ?? 'The request is not valid';
  throw badRequest(first, errors, 'VALIDATION_FAILED', codes);
}

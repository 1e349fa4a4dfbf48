import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * Parses request input with a zod schema; failures become 400 with an `errors` map by field.
 * Schemas for bodies are strict objects, so unknown fields are refused too.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    errors[key] ??=
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}`
        : issue.message;
  }
  const first = Object.values(errors)[0] ?? 'Invalid input';
  throw badRequest(first, errors);
}

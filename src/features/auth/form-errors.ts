/**
 * Form error plumbing shared by the auth forms: the zod issues of spec section 5 per field,
 * the server's `errors` map mapped onto the form's fields, and focus on the first error.
 */
import { useCallback, useLayoutEffect, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '@contract/validation';
// The contract's messages in the reader's language: every form that validates comes through here.
import '@/i18n/validation/words';
import type { AuthFailure } from './auth-slice';

export type Errors<K extends string> = Partial<Record<K, string>>;

/** Runs a schema and returns the first message per field (empty when valid). */
export function validate<K extends string>(schema: z.ZodType, values: unknown): Errors<K> {
  const result = schema.safeParse(values);
  return result.success ? {} : (fieldErrors(result.error) as Errors<K>);
}

/**
 * Splits a failed call into messages under fields and one form-level message (spec section 8).
 * `fieldFor` maps a server field name to the form's field (or null when the form has none).
 */
export function splitServerErrors<K extends string>(
  failure: AuthFailure | undefined,
  fieldFor: (serverField: string) => K | null,
  fallback = 'An error occurred',
): { fields: Errors<K>; form: string | null } {
  const fields: Errors<K> = {};
  const leftovers: string[] = [];
  for (const [key, message] of Object.entries(failure?.errors ?? {})) {
    const field = fieldFor(key);
    if (field && !fields[field]) fields[field] = message;
    else leftovers.push(message);
  }
  const hasFieldErrors = Object.keys(fields).length > 0;
  let form: string | null = null;
  const repeatsAField = Object.values(fields).includes(failure?.message);
  if (failure?.hasMessage && !repeatsAField) form = failure.message;
  else if (leftovers.length) form = leftovers.join(' ');
  else if (!hasFieldErrors) form = fallback;
  return { fields, form };
}

/** The element id of the first field (in form order) that has an error, or null. */
export function firstErrorId<K extends string>(
  order: readonly K[],
  errors: Errors<K>,
  idOf: (field: K) => string,
): string | null {
  const first = order.find((field) => errors[field]);
  return first ? idOf(first) : null;
}

/**
 * Focus moves after the render that shows the errors, because the inputs may still be disabled
 * (loading) when the handler runs. A layout effect: in the same commit as the errors, before the
 * browser paints, so the reader never sees the errors without the focus (and tests need no wait).
 */
export function useFocusRequest(): (id: string | null) => void {
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useLayoutEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  return useCallback((id: string | null) => {
    if (id) setTarget({ id });
  }, []);
}

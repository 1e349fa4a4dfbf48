/**
 * Names and other display text (DECISIONS 42): no control or format characters, which could
 * reorder or hide what another member sees (bidi overrides and isolates, zero-width space,
 * NUL, every other Cc and Cf), except the zero-width non-joiner and joiner (U+200C, U+200D)
 * between letters, which real Persian, Urdu and Indic names need, and line breaks in multi-line
 * fields. Every script is welcome. Written once; the SPA's forms, the server's schemas and the
 * clean-up migration use it.
 */

import { englishWords, wordsLater } from './validation-words';

// Cs: a lone surrogate half; Zl/Zp: the Unicode line and paragraph separators.
const REFUSED = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
const LETTER = /[\p{L}\p{M}]/u;
const JOINERS = new Set(['\u200C', '\u200D']);
const LINE_BREAKS = new Set(['\n', '\r']);

export interface DisplayTextOptions {
  /** A multi-line field (the contact message): line breaks are allowed. */
  multiline?: boolean;
}

function allowed(chars: string[], i: number, options: DisplayTextOptions): boolean {
  const c = chars[i] ?? '';
  if (!REFUSED.test(c)) return true;
  if (options.multiline && LINE_BREAKS.has(c)) return true;
  if (JOINERS.has(c)) return LETTER.test(chars[i - 1] ?? '') && LETTER.test(chars[i + 1] ?? '');
  return false;
}

/** True when the text holds no character DECISIONS 42 refuses. */
export function isDisplayText(value: string, options: DisplayTextOptions = {}): boolean {
  const chars = Array.from(value);
  return chars.every((_, i) => allowed(chars, i, options));
}

export const isMultilineText = (value: string) => isDisplayText(value, { multiline: true });

/** The text without the refused characters (for rows stored before the rule). */
export function stripHiddenCharacters(value: string, options: DisplayTextOptions = {}): string {
  const chars = Array.from(value);
  return chars.filter((_, i) => allowed(chars, i, options)).join('');
}

/** The message of a refused field, e.g. "First name contains characters that are not allowed." */
export const notAllowedMessage = (label: string) => englishWords('notAllowed', { label });

/** The same as a zod check's parameters, worded in the reader's language when parsed. */
export const notAllowedLater = (label: string) => wordsLater('notAllowed', { label });

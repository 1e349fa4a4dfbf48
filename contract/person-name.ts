/**
 * Names that read as names (issue 27, DECISIONS 42 and 47), on top of the display-text rule:
 * every space character (`\p{Zs}`: no-break, ideographic, em spaces …) becomes one ordinary
 * space, runs collapse and the ends are trimmed; characters that show as nothing are refused
 * (Hangul fillers, the blank Braille pattern, variation selectors and other default-ignorable
 * code points, private-use and unassigned code points, combining marks with no letter to sit
 * on); and a name holds at least one letter. The SPA's forms, the server's schemas and the
 * repair migration (018) use these same functions.
 */
import { isDisplayText, stripHiddenCharacters } from './display-text';

const SPACES = /\p{Zs}+/gu;
const JOINERS = new Set(['\u200C', '\u200D']);
// Default-ignorable code points include the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0)
// and the variation selectors; U+2800 is a Braille cell with no dots.
const BLANK = /[\p{Default_Ignorable_Code_Point}\p{Co}\p{Cn}\u2800]/u;
const MARK = /\p{M}/u;
const LETTER = /\p{L}/u;

/** Spaces of every kind as one ordinary space, collapsed and trimmed. */
export const normaliseNameSpaces = (value: string) => value.replace(SPACES, ' ').trim();

/** Whether `chars[i]` may stand in a name (the joiners are left to the display-text rule). */
function visible(chars: string[], i: number): boolean {
  const c = chars[i] ?? '';
  if (JOINERS.has(c)) return true;
  if (BLANK.test(c)) return false;
  if (!MARK.test(c)) return true;
  // A mark sits on the letter before it (or on that letter's other marks, or after a joiner).
  for (let j = i - 1; j >= 0; j -= 1) {
    const before = chars[j] ?? '';
    if (LETTER.test(before) && !BLANK.test(before)) return true;
    if (!MARK.test(before) && !JOINERS.has(before)) return false;
  }
  return false;
}

const hasLetter = (chars: string[]) => chars.some((c) => LETTER.test(c) && !BLANK.test(c));

/**
 * True for a name as stored: display text, no invisible character, at least one letter. An
 * empty value passes (whether a name may be empty is the field's own rule).
 */
export function isPersonName(value: string): boolean {
  if (value === '') return true;
  if (!isDisplayText(value)) return false;
  const chars = Array.from(value);
  return chars.every((_, i) => visible(chars, i)) && hasLetter(chars);
}

/**
 * A stored name repaired to the rule where it can be (migration 018): invisible characters
 * dropped, spaces normalised; null when what is left has no letter.
 */
export function repairedName(value: string): string | null {
  const chars = Array.from(stripHiddenCharacters(value));
  const kept = normaliseNameSpaces(
    stripHiddenCharacters(chars.filter((_, i) => visible(chars, i)).join('')),
  );
  return hasLetter(Array.from(kept)) ? kept : null;
}

/**
 * Numbers as people type them (DECISIONS 46): ASCII, Arabic-Indic (U+0660-0669), Extended
 * Arabic-Indic (U+06F0-06F9) and full-width digits; `,` and `٬` between thousands, `.` and `٫`
 * as the decimal point; `AED` or `د.إ` before or after an amount; spaces around. Pure, shared
 * by every form that reads a typed number (the SPA normalises before sending; the API keeps its
 * JSON number types).
 */

const DIGIT_BASES = [0x0660, 0x06f0, 0xff10];

/** Every digit made ASCII; nothing else changes. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9\uFF10-\uFF19]/g, (d) => {
    const code = d.charCodeAt(0);
    const base = DIGIT_BASES.find((b) => code >= b && code <= b + 9) ?? code;
    return String(code - base);
  });
}

/** A typed code (the mailed six digits): digits made ASCII, spaces and dashes between groups gone. */
export function typedCode(text: string): string {
  return asciiDigits(text).replace(/[\s\u00A0\u200E\u200F\u2066-\u2069-]/g, '');
}

export type AmountProblem = 'empty' | 'invalid' | 'decimals';
export type ParsedAmount = { ok: true; value: number } | { ok: false; problem: AmountProblem };

// Currency before or after: AED (any case) or د.إ (with or without its final dot).
const CURRENCY = /^(?:aed|د\.إ\.?)\s*|\s*(?:aed|د\.إ\.?)$/giu;
// Direction marks a right-to-left field may carry around what was typed.
const MARKS = /[\u200E\u200F\u061C\u2066-\u2069]/g;

/**
 * An amount of money as typed: `1,000`, `1000.5`, `AED 100`, `١٠٠`, `١٠٠٫٥٠`, `۱۰۰`. At most two
 * decimals; thousands separators only between groups of three. The value is in AED.
 */
export function parseTypedAmount(typed: string): ParsedAmount {
  const text = asciiDigits(typed.replace(MARKS, ''))
    .replace(/\u00A0/g, ' ')
    .trim()
    .replace(CURRENCY, '')
    .trim()
    .replace(/٬/g, ',')
    .replace(/٫/g, '.');
  if (text === '') return { ok: false, problem: 'empty' };
  const m = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d*))?$/.exec(text) ?? /^()\.(\d+)$/.exec(text);
  if (!m) return { ok: false, problem: 'invalid' };
  const whole = (m[1] ?? '').replace(/,/g, '') || '0';
  const fraction = m[2] ?? '';
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  const value = Number(`${whole}.${fraction.padEnd(2, '0')}`);
  return Number.isFinite(value) ? { ok: true, value } : { ok: false, problem: 'invalid' };
}

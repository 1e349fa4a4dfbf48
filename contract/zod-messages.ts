/**
 * Our words for validation issues (issue 14). Every schema words its own limits with the
 * sentence builders below; `ourMessage` is the safety net for anything a schema leaves unworded,
 * so zod's own English ("Too big: expected string to have <=60 characters") never reaches a
 * screen or an API answer. It is installed here, once, when this module loads: the contract's
 * validation module imports it (so every form that validates has it) and so does the server's
 * parseInput.
 */
import { z } from 'zod';
import { englishWords, words, type WordId } from './validation-words';

type Kind = 'text' | 'number' | 'wholeNumber' | 'boolean' | 'list' | 'object';

const MUST_BE: Record<Kind, WordId & `mustBe${string}`> = {
  text: 'mustBeText',
  number: 'mustBeNumber',
  wholeNumber: 'mustBeWholeNumber',
  boolean: 'mustBeBoolean',
  list: 'mustBeList',
  object: 'mustBeObject',
};

/**
 * The sentences our schemas use, in English; `label` starts the sentence ("First name can be at
 * most 60 characters"). No full stop, like the spec's own messages ('First name is required').
 * They are finished strings, for messages only the server says; a schema the SPA shows too uses
 * `sayLater`, worded in the reader's language when it parses.
 */
export const say = {
  required: (label: string) => englishWords('required', { label }),
  mustBe: (label: string, kind: Kind) => englishWords(MUST_BE[kind], { label }),
  atMostChars: (label: string, max: number) => englishWords('atMostChars', { label, limit: max }),
  atLeastChars: (label: string, min: number) => englishWords('atLeastChars', { label, limit: min }),
  atLeast: (label: string, min: number) => englishWords('atLeast', { label, limit: min }),
  atMost: (label: string, max: number) => englishWords('atMost', { label, limit: max }),
  notValid: (label: string) => englishWords('notValid', { label }),
  notAChoice: (label: string) => englishWords('notAChoice', { label }),
};

type Later = { error: () => string };

/** `say`'s sentences as zod check parameters, worded when parsed: `.max(60, sayLater.atMostChars('First name', 60))`. */
export const sayLater = {
  required: (label: string): Later => ({ error: () => words('required', { label }) }),
  atMostChars: (label: string, max: number): Later => ({
    error: () => words('atMostChars', { label, limit: max }),
  }),
  atLeastChars: (label: string, min: number): Later => ({
    error: () => words('atLeastChars', { label, limit: min }),
  }),
  notValid: (label: string): Later => ({ error: () => words('notValid', { label }) }),
};

type IssueLike = { code?: string; input?: unknown };

/**
 * A schema's own `error` for a wrong type (`z.string({ error: wrongType('First name') })`),
 * worded when parsed; `required` is the sentence for a missing value (a function: worded then).
 * It answers only `invalid_type`: in zod 4 a schema's `error` also words its checks' unworded
 * issues, and those must keep their own sentences (or the safety net's), never "must be text".
 */
export const wrongType =
  (label: string, kind: Kind = 'text', required?: string | (() => string)) =>
  (issue: IssueLike): string | undefined => {
    if (issue.code !== 'invalid_type') return undefined;
    if (issue.input !== undefined) return words(MUST_BE[kind], { label });
    if (required === undefined) return words('required', { label });
    return typeof required === 'string' ? required : required();
  };

const ACRONYMS: Record<string, string> = { id: 'ID', otp: 'OTP', iban: 'IBAN', url: 'URL' };

/** "firstName" → "First name", "userId" → "User ID": the nearest named field of a path. */
export function labelOf(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((part): part is string => typeof part === 'string');
  if (!key) return 'This value';
  const parts = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\s-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(' ')
    .map((word) => ACRONYMS[word] ?? word);
  const text = parts.join(' ') || 'This field';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const KIND_OF: Record<string, Kind> = {
  string: 'text',
  number: 'number',
  bigint: 'wholeNumber',
  int: 'wholeNumber',
  boolean: 'boolean',
  array: 'list',
  tuple: 'list',
  set: 'list',
  object: 'object',
  record: 'object',
  map: 'object',
};

type RawIssue = z.core.$ZodRawIssue;

function sizeMessage(issue: RawIssue, label: string): string {
  const big = issue.code === 'too_big';
  const limit = Number(big ? issue.maximum : issue.minimum);
  const inclusive = issue.inclusive !== false;
  if (issue.origin === 'string') {
    if (!big && limit <= 1) return words('required', { label });
    if (!inclusive) return words('notValid', { label });
    return words(big ? 'atMostChars' : 'atLeastChars', { label, limit });
  }
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    if (!Number.isFinite(limit)) return words('notValid', { label });
    if (!inclusive) return words(big ? 'lessThan' : 'moreThan', { label, limit });
    return words(big ? 'atMost' : 'atLeast', { label, limit });
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return words(big ? 'atMostItems' : 'atLeastItems', { label, limit });
  }
  return words('notValid', { label });
}

/**
 * The safety net: any issue a schema left unworded, in a sentence of ours (in the installed
 * language: it runs when zod parses).
 */
export function ourMessage(issue: RawIssue): string {
  const label = labelOf(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (!issue.path?.length && issue.expected === 'object') return words('requestObject');
      if (issue.input === undefined) return words('required', { label });
      const kind = KIND_OF[issue.expected];
      return words(kind ? MUST_BE[kind] : 'notValid', { label });
    }
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue, label);
    case 'invalid_value':
      return words('notAChoice', { label });
    case 'unrecognized_keys': {
      const keys = issue.keys.join(', ');
      return issue.path?.length
        ? words('unknownFields', { label, keys })
        : words('requestUnknownFields', { keys });
    }
    default:
      return words('notValid', { label });
  }
}

z.config({ customError: ourMessage });

/**
 * Our words for validation issues (issue 14). Every schema words its own limits with the
 * sentence builders below; `ourMessage` is the safety net for anything a schema leaves unworded,
 * so zod's own English ("Too big: expected string to have <=60 characters") never reaches a
 * screen or an API answer. It is installed here, once, when this module loads: the contract's
 * validation module imports it (so every form that validates has it) and so does the server's
 * parseInput.
 */
import { z } from 'zod';

type Kind = 'text' | 'number' | 'wholeNumber' | 'boolean' | 'list' | 'object';

const KIND_WORDS: Record<Kind, string> = {
  text: 'text',
  number: 'a number',
  wholeNumber: 'a whole number',
  boolean: 'true or false',
  list: 'a list',
  object: 'an object',
};

/**
 * The sentences our schemas use; `label` starts the sentence ("First name can be at most 60
 * characters"). No full stop, like the spec's own messages ('First name is required').
 */
export const say = {
  required: (label: string) => `${label} is required`,
  mustBe: (label: string, kind: Kind) => `${label} must be ${KIND_WORDS[kind]}`,
  atMostChars: (label: string, max: number) => `${label} can be at most ${max} characters`,
  atLeastChars: (label: string, min: number) => `${label} must be at least ${min} characters`,
  atLeast: (label: string, min: number) => `${label} must be at least ${min}`,
  atMost: (label: string, max: number) => `${label} can be at most ${max}`,
  notValid: (label: string) => `${label} is not valid`,
  notAChoice: (label: string) => `${label} is not one of the choices`,
};

type IssueLike = { code?: string; input?: unknown };

/**
 * A schema's own `error` for a wrong type (`z.string({ error: wrongType('First name') })`).
 * It answers only `invalid_type`: in zod 4 a schema's `error` also words its checks' unworded
 * issues, and those must keep their own sentences (or the safety net's), never "must be text".
 */
export const wrongType =
  (label: string, kind: Kind = 'text', required: string = say.required(label)) =>
  (issue: IssueLike): string | undefined => {
    if (issue.code !== 'invalid_type') return undefined;
    return issue.input === undefined ? required : say.mustBe(label, kind);
  };

const ACRONYMS: Record<string, string> = { id: 'ID', otp: 'OTP', iban: 'IBAN', url: 'URL' };

/** "firstName" → "First name", "userId" → "User ID": the nearest named field of a path. */
export function labelOf(path: readonly PropertyKey[] | undefined): string {
  const key = [...(path ?? [])].reverse().find((part): part is string => typeof part === 'string');
  if (!key) return 'This value';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\s-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(' ')
    .map((word) => ACRONYMS[word] ?? word);
  const text = words.join(' ') || 'This field';
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
    if (!big && limit <= 1) return say.required(label);
    if (!inclusive) return say.notValid(label);
    return big ? say.atMostChars(label, limit) : say.atLeastChars(label, limit);
  }
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    if (!Number.isFinite(limit)) return say.notValid(label);
    if (!inclusive)
      return big ? `${label} must be less than ${limit}` : `${label} must be more than ${limit}`;
    return big ? say.atMost(label, limit) : say.atLeast(label, limit);
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    return big
      ? `${label} can have at most ${limit} items`
      : `${label} needs at least ${limit} items`;
  }
  return say.notValid(label);
}

/** The safety net: any issue a schema left unworded, in a sentence of ours. */
export function ourMessage(issue: RawIssue): string {
  const label = labelOf(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (!issue.path?.length && issue.expected === 'object')
        return 'The request must be an object';
      if (issue.input === undefined) return say.required(label);
      const kind = KIND_OF[issue.expected];
      return kind ? say.mustBe(label, kind) : say.notValid(label);
    }
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue, label);
    case 'invalid_value':
      return say.notAChoice(label);
    case 'unrecognized_keys': {
      const owner = issue.path?.length ? label : 'The request';
      return `${owner} has fields we do not know: ${issue.keys.join(', ')}`;
    }
    default:
      return say.notValid(label);
  }
}

z.config({ customError: ourMessage });

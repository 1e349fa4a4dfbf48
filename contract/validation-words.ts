/**
 * The words of every validation message the contract speaks, by id, and the one place a
 * language plugs in (issue 15, DECISIONS 38). The schemas are shared: the server always answers
 * in English, the SPA shows Arabic when Arabic is active. So the schemas never hold a finished
 * sentence; each message is an id and its values, worded when zod parses
 * (`{ error: () => ... }`), by the installed `ValidationWords` or, when none is installed or it
 * has no word, by the English below (the spec's exact sentences, unchanged).
 */

/** The spec's fixed sentences (section 5), word for word. */
export const MESSAGES = {
  identifierRequired: 'Email, phone number, or username is required',
  passwordRequired: 'Password is required',
  usernameInvalid:
    'Username must be 3-30 characters and contain only letters, numbers, or underscores',
  firstNameRequired: 'First name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone number is required',
  passwordLength: 'Password must be at least 8 characters',
  passwordComplexity: 'Password must contain at least one uppercase letter and one number',
  confirmRequired: 'Confirm password is required',
  passwordsMismatch: 'Passwords do not match',
  genderRequired: 'Gender is required',
  otpRequired: 'OTP is required',
  otpDigits: 'OTP must be 6 digits',
} as const;

/** Other fixed sentences of ours (the contact form, the phone rule). */
const FIXED = {
  ...MESSAGES,
  nameRequired: 'Name is required',
  messageRequired: 'Message is required',
  requestObject: 'The request must be an object',
  phoneUnsupported: 'Unsupported country code',
  phoneWallet: 'Enter a valid mobile number, e.g. 050 123 4567 or +971501234567',
} as const;

/** A field's English name ('First name'); a language's words translate it themselves. */
interface Label {
  label: string;
}
interface Limit extends Label {
  limit: number;
}

const fixed = Object.fromEntries(Object.entries(FIXED).map(([id, text]) => [id, () => text])) as {
  [K in keyof typeof FIXED]: () => string;
};

/**
 * English, the source. `label` starts the sentence ("First name can be at most 60 characters");
 * no full stop, like the spec's own messages, except `notAllowed`, which has always had one.
 */
export const ENGLISH_WORDS = {
  ...fixed,
  required: ({ label }: Label) => `${label} is required`,
  mustBeText: ({ label }: Label) => `${label} must be text`,
  mustBeNumber: ({ label }: Label) => `${label} must be a number`,
  mustBeWholeNumber: ({ label }: Label) => `${label} must be a whole number`,
  mustBeBoolean: ({ label }: Label) => `${label} must be true or false`,
  mustBeList: ({ label }: Label) => `${label} must be a list`,
  mustBeObject: ({ label }: Label) => `${label} must be an object`,
  atMostChars: ({ label, limit }: Limit) => `${label} can be at most ${limit} characters`,
  atLeastChars: ({ label, limit }: Limit) => `${label} must be at least ${limit} characters`,
  atLeast: ({ label, limit }: Limit) => `${label} must be at least ${limit}`,
  atMost: ({ label, limit }: Limit) => `${label} can be at most ${limit}`,
  lessThan: ({ label, limit }: Limit) => `${label} must be less than ${limit}`,
  moreThan: ({ label, limit }: Limit) => `${label} must be more than ${limit}`,
  atMostItems: ({ label, limit }: Limit) => `${label} can have at most ${limit} items`,
  atLeastItems: ({ label, limit }: Limit) => `${label} needs at least ${limit} items`,
  notValid: ({ label }: Label) => `${label} is not valid`,
  notAChoice: ({ label }: Label) => `${label} is not one of the choices`,
  notAllowed: ({ label }: Label) => `${label} contains characters that are not allowed.`,
  unknownFields: ({ label, keys }: Label & { keys: string }) =>
    `${label} has fields we do not know: ${keys}`,
  requestUnknownFields: ({ keys }: { keys: string }) =>
    `The request has fields we do not know: ${keys}`,
  /** `country` is the English name, `countryCode` its ISO code (for other languages' names). */
  phoneInvalid: ({ country }: { country: string; countryCode: string }) =>
    `Enter a valid mobile number for ${country}`,
} as const;

export type WordId = keyof typeof ENGLISH_WORDS;
export type WordValues<I extends WordId> = Parameters<(typeof ENGLISH_WORDS)[I]>[0];
/** `[values]` for a sentence that has some, `[]` for a fixed one. */
export type WordArgs<I extends WordId> = undefined extends WordValues<I> ? [] : [WordValues<I>];

/**
 * A language's words: the sentence for an id, or undefined to leave it to English (the SPA's
 * provider answers undefined while English is active, so English is always the text above).
 */
export type ValidationWords = <I extends WordId>(
  id: I,
  values: WordValues<I> | undefined,
) => string | undefined;

let installed: ValidationWords | null = null;

/** Installs a language's words for every later parse (null: English only, as on the server). */
export function setValidationWords(words: ValidationWords | null): void {
  installed = words;
}

/** A sentence in English, whatever is installed (the server, and messages fixed at build). */
export function englishWords<I extends WordId>(id: I, ...args: WordArgs<I>): string {
  const word = ENGLISH_WORDS[id] as (values: WordValues<I> | undefined) => string;
  return word(args[0]);
}

/** A sentence in the installed language, read now. */
export function words<I extends WordId>(id: I, ...args: WordArgs<I>): string {
  return installed?.(id, args[0]) ?? englishWords(id, ...args);
}

/** A zod check's parameters whose message is worded when it is parsed: `.min(1, wordsLater(...))`. */
export function wordsLater<I extends WordId>(id: I, ...args: WordArgs<I>): { error: () => string } {
  return { error: () => words(id, ...args) };
}

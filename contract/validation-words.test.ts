import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readSignupPhone } from './phone';
import {
  MESSAGES,
  contactSchema,
  fieldErrors,
  loginFormSchema,
  signupFormSchema,
} from './validation';
import { setValidationWords, type ValidationWords } from './validation-words';

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

/** A stand-in language: every sentence is its id and values, so the test sees what was asked. */
const marked: ValidationWords = (id, values) =>
  `«${id}${values ? ` ${JSON.stringify(values)}` : ''}»`;

afterEach(() => {
  setValidationWords(null);
});

describe('validation words (issue 15)', () => {
  it('answers English with nothing installed: the server’s words, unchanged', () => {
    expect(messagesOf(loginFormSchema, { identifier: '', password: '' })).toEqual({
      identifier: MESSAGES.identifierRequired,
      password: MESSAGES.passwordRequired,
    });
    expect(messagesOf(contactSchema, { name: 'A'.repeat(101), email: 'x', message: '' })).toEqual({
      name: 'Name can be at most 100 characters',
      email: 'Email is invalid',
      message: 'Message is required',
    });
    expect(readSignupPhone('04 234 5678', '+971')).toMatchObject({
      message: 'Enter a valid mobile number for UAE',
    });
  });

  it('words every message when it is parsed, in the installed language', () => {
    setValidationWords(marked);
    expect(messagesOf(signupFormSchema(true), {})).toMatchObject({
      username: '«usernameInvalid»',
      firstName: '«firstNameRequired»',
      lastName: '«required {"label":"Last name"}»',
      otp: '«otpRequired»',
    });
    expect(
      messagesOf(signupFormSchema(false), {
        username: 'omar_s',
        firstName: 'A'.repeat(61),
        lastName: 'x\u202E',
        email: 'omar@example.com',
        countryCode: '+971',
        phone: '0501234567',
        password: 'Secret123',
        confirmPassword: 'Secret124',
        sponsorBy: '',
        gender: 'Male',
        otp: '',
      }),
    ).toEqual({
      firstName: '«atMostChars {"label":"First name","limit":60}»',
      lastName: '«notAllowed {"label":"Last name"}»',
      confirmPassword: '«passwordsMismatch»',
    });
    // The safety net too, for whatever a schema leaves unworded.
    expect(messagesOf(z.object({ note: z.string().max(2) }), { note: 'abc' })).toEqual({
      note: '«atMostChars {"label":"Note","limit":2}»',
    });
    expect(readSignupPhone('04 234 5678', '+971')).toMatchObject({
      message: '«phoneInvalid {"country":"UAE","countryCode":"AE"}»',
    });
  });

  it('falls back to English for a sentence the language leaves out, and after uninstalling', () => {
    setValidationWords((id) => (id === 'emailInvalid' ? 'بريد غير صالح' : undefined));
    expect(messagesOf(loginFormSchema, { identifier: '', password: 'x' })).toEqual({
      identifier: MESSAGES.identifierRequired,
    });
    expect(messagesOf(contactSchema, { name: 'Sara', email: 'x', message: 'Hi' })).toEqual({
      email: 'بريد غير صالح',
    });
    setValidationWords(null);
    expect(messagesOf(contactSchema, { name: 'Sara', email: 'x', message: 'Hi' })).toEqual({
      email: MESSAGES.emailInvalid,
    });
  });
});

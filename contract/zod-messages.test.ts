import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES, contactSchema, fieldErrors, signupFormSchema } from './validation';
import { labelOf, ourMessage, say, wrongType } from './zod-messages';

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

const signup = {
  username: 'omar_s',
  firstName: 'Omar',
  lastName: '',
  email: 'omar@example.com',
  countryCode: '+971',
  phone: '5012345678',
  password: 'Secret123',
  confirmPassword: 'Secret123',
  sponsorBy: '',
  gender: 'Male',
  otp: '',
};

describe('our words for validation (issue 14)', () => {
  it('says each limit in its own sentence and keeps the spec’s messages', () => {
    expect(messagesOf(signupFormSchema(false), { ...signup, firstName: 'A'.repeat(61) })).toEqual({
      firstName: 'First name can be at most 60 characters',
    });
    expect(messagesOf(signupFormSchema(false), { ...signup, firstName: ' ' })).toEqual({
      firstName: MESSAGES.firstNameRequired,
    });
    expect(
      messagesOf(contactSchema, { name: 'Sara', email: 'x', message: 'm'.repeat(4001) }),
    ).toEqual({
      email: MESSAGES.emailInvalid,
      message: 'Message can be at most 4000 characters',
    });
  });

  it('is installed wherever the contract’s schemas are: an unworded limit gets our sentence', () => {
    const schema = z.object({ firstName: z.string().max(3), gender: z.enum(['Male', 'Female']) });
    expect(messagesOf(schema, { firstName: 'Omar', gender: 'x' })).toEqual({
      firstName: 'First name can be at most 3 characters',
      gender: 'Gender is not one of the choices',
    });
    expect(messagesOf(schema, { gender: 7 })).toEqual({
      firstName: 'First name is required',
      gender: 'Gender is not one of the choices',
    });
    expect(
      messagesOf(z.object({ accountHolder: z.string().refine(() => false) }), {
        accountHolder: 'x',
      }),
    ).toEqual({
      accountHolder: 'Account holder is not valid',
    });
  });

  it('names a field from its key', () => {
    expect(labelOf(['firstName'])).toBe('First name');
    expect(labelOf(['userId'])).toBe('User ID');
    expect(labelOf(['items', 0, 'iban'])).toBe('IBAN');
    expect(labelOf(['items', 0])).toBe('Items');
    expect(labelOf([])).toBe('This value');
  });

  it('words a wrong type, and leaves a check’s own issue to the check', () => {
    const map = wrongType('Gender', 'text', MESSAGES.genderRequired);
    expect(map({ code: 'invalid_type', input: undefined })).toBe(MESSAGES.genderRequired);
    expect(map({ code: 'invalid_type', input: 4 })).toBe('Gender must be text');
    expect(map({ code: 'too_big', input: 'x' })).toBeUndefined();
    const schema = z.string({ error: wrongType('Note') }).max(2);
    expect(messagesOf(z.object({ note: schema }), { note: 'abc' })).toEqual({
      note: 'Note can be at most 2 characters',
    });
  });

  it('answers numbers and lists in their own words', () => {
    const big = {
      code: 'too_big',
      origin: 'number',
      maximum: 200,
      inclusive: true,
      path: ['limit'],
      input: 201,
    };
    expect(ourMessage(big as never)).toBe(say.atMost('Limit', 200));
    const few = {
      code: 'too_small',
      origin: 'array',
      minimum: 2,
      inclusive: true,
      path: ['tags'],
      input: [],
    };
    expect(ourMessage(few as never)).toBe('Tags needs at least 2 items');
    const unknown = { code: 'unrecognized_keys', keys: ['role'], path: [], input: {} };
    expect(ourMessage(unknown as never)).toBe('The request has fields we do not know: role');
  });
});

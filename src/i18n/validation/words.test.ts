import { afterEach, describe, expect, it } from 'vitest';
import { readSignupPhone } from '@contract/phone';
import {
  MESSAGES,
  contactSchema,
  fieldErrors,
  loginFormSchema,
  signupFormSchema,
} from '@contract/validation';
import { ENGLISH_WORDS, englishWords, type WordId } from '@contract/validation-words';
import type { z } from 'zod';
import { activateLanguage, loadLanguage, translate } from '@/i18n/catalogue';
import { validationMessages } from './messages';
import { readFileSync } from 'node:fs';
import { evaluateCatalogue } from '../../../scripts/vite-messages';
import { LABEL_IDS } from './words';

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

const SAMPLE = { label: 'First name', limit: 60, keys: 'role', country: 'UAE', countryCode: 'AE' };

afterEach(() => {
  activateLanguage('en');
});

describe('validation messages in the reader’s language (issue 15)', () => {
  it('keeps the catalogue’s English equal to the contract’s', () => {
    for (const id of Object.keys(ENGLISH_WORDS) as WordId[]) {
      const english = (ENGLISH_WORDS[id] as (v: typeof SAMPLE) => string)(SAMPLE);
      expect(translate(validationMessages, id, SAMPLE), id).toBe(english);
    }
  });

  it('names each field as the catalogue does', async () => {
    const file = 'src/i18n/validation/messages.en.ts';
    const en = await evaluateCatalogue(readFileSync(file, 'utf8'), file);
    for (const [english, id] of Object.entries(LABEL_IDS)) expect(en[id], id).toBe(english);
  });

  it('has an Arabic name for every field of the forms’ schemas', async () => {
    await loadLanguage('ar');
    activateLanguage('ar');
    const wrong = Object.fromEntries(
      [...Object.keys(signupFormSchema(true).shape), 'identifier', 'name', 'message'].map((k) => [
        k,
        7,
      ]),
    );
    const all = [signupFormSchema(true), loginFormSchema, contactSchema].flatMap((schema) =>
      Object.values(messagesOf(schema, wrong)),
    );
    expect(all.length).toBeGreaterThan(10);
    for (const message of all) expect(message).not.toMatch(/هذا الحقل|[A-Za-z]{3}/);
  });

  it('answers in Arabic while Arabic is active, field names included', async () => {
    await loadLanguage('ar');
    activateLanguage('ar');
    expect(messagesOf(loginFormSchema, { identifier: '', password: '' })).toEqual({
      identifier: 'يجب إدخال البريد الإلكتروني أو رقم الهاتف أو اسم المستخدم',
      password: 'يجب إدخال كلمة المرور',
    });
    const long = messagesOf(signupFormSchema(false), { firstName: 'A'.repeat(61) });
    expect(long.firstName).toBe('لا يمكن أن يزيد طول الاسم الأول على 60 حرفًا');
    expect(long.lastName).toBe('يجب إدخال اسم العائلة');
    expect(messagesOf(contactSchema, { name: 'Sara', email: 'x', message: '' })).toEqual({
      email: 'البريد الإلكتروني غير صالح',
      message: 'يجب كتابة الرسالة',
    });
    expect(readSignupPhone('04 234 5678', '+971')).toMatchObject({
      message: 'أدخل رقم هاتف محمول صالحًا في الإمارات العربية المتحدة',
    });
  });

  it('goes back to the spec’s English, byte for byte, when English is active again', async () => {
    await loadLanguage('ar');
    activateLanguage('ar');
    activateLanguage('en');
    expect(messagesOf(loginFormSchema, { identifier: '', password: '' })).toEqual({
      identifier: MESSAGES.identifierRequired,
      password: MESSAGES.passwordRequired,
    });
    expect(messagesOf(signupFormSchema(false), { firstName: 'A'.repeat(61) }).firstName).toBe(
      englishWords('atMostChars', { label: 'First name', limit: 60 }),
    );
  });
});

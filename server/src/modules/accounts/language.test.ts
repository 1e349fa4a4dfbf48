/**
 * The member's language (issue 15, DECISIONS 38): stored at sign-up from the request, edited on
 * the profile, and the language of the sign-up and reset code mails.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProfileResponse, SignupResponse, User } from '../../../../contract/user';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import type { MailMessage } from '../../mail/mailer';
import { GENEROUS_LIMITS, get, post, signupBody } from './test-support';

const ARABIC = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

describe.each(DB_FLAVOURS)('the member language (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour, GENEROUS_LIMITS);
  });
  afterAll(() => t.close());

  const inject = (
    method: 'POST' | 'PATCH',
    url: string,
    payload: object,
    headers: Record<string, string> = {},
  ) => t.app.inject({ method, url: `/api${url}`, payload, headers });

  const lastMailTo = (to: string): MailMessage => {
    const mail = [...t.mailer.sent].reverse().find((m) => m.to === to);
    if (!mail) throw new Error(`no mail to ${to}`);
    return mail;
  };

  /** Sends a code and signs up with it, both with the given headers and body extras. */
  async function signUpWith(headers: Record<string, string>, extra: object = {}) {
    const body = signupBody();
    const sent = await inject(
      'POST',
      '/email-verification/send-otp',
      { email: body.email },
      headers,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    body.otp = t.mailer.lastCode(body.email);
    const res = await inject('POST', '/user/signup', { ...body, ...extra }, headers);
    expect(res.statusCode, res.body).toBe(201);
    return { body, answer: res.json<SignupResponse>() };
  }

  async function storedLanguage(id: string): Promise<string> {
    const row = await t.app.ctx.db
      .selectFrom('members')
      .select('language')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row.language;
  }

  it('stores the language the sign-up asks for, English when it names neither', async () => {
    const arabic = await signUpWith({ 'accept-language': 'ar' });
    expect(arabic.answer.user.language).toBe('ar');
    expect(await storedLanguage(arabic.answer.user.id)).toBe('ar');

    const english = await signUpWith({ 'accept-language': 'en' });
    expect(english.answer.user.language).toBe('en');

    const browser = await signUpWith({ 'accept-language': 'fr-FR,fr;q=0.9,ar;q=0.5' });
    expect(browser.answer.user.language).toBe('ar');

    const none = await signUpWith({});
    expect(none.answer.user.language).toBe('en');
    expect(await storedLanguage(none.answer.user.id)).toBe('en');

    // An app may name the language in the body; it wins over the header.
    const named = await signUpWith({ 'accept-language': 'en' }, { language: 'ar' });
    expect(named.answer.user.language).toBe('ar');
  });

  it('saves the language from the profile and returns it on the user object', async () => {
    const { answer } = await signUpWith({ 'accept-language': 'en' });
    const auth = { authorization: `Bearer ${answer.token}` };
    const res = await inject('PATCH', '/user/profile', { language: 'ar' }, auth);
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json<ProfileResponse>();
    expect(json.user.language).toBe('ar');
    // The other fields stay as they were.
    expect(json.user.firstName).toBe(answer.user.firstName);
    const me = await get(t, '/drivers/get-current-user', answer.token);
    expect(me.json<{ user: User }>().user.language).toBe('ar');

    const back = await inject('PATCH', '/user/profile', { language: 'en' }, auth);
    expect(back.json<ProfileResponse>().user.language).toBe('en');

    const wrong = await inject('PATCH', '/user/profile', { language: 'fr' }, auth);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Language must be one of: en, ar',
      errors: { language: 'Language must be one of: en, ar' },
      codes: { language: 'FIELD_INVALID' },
    });
    expect(await storedLanguage(answer.user.id)).toBe('en');
  });

  it('mails the sign-up code in Arabic when the request asks for Arabic', async () => {
    const email = signupBody().email;
    const res = await inject(
      'POST',
      '/email-verification/send-otp',
      { email },
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const mail = lastMailTo(email);
    const code = t.mailer.lastCode(email);

    expect(mail.language).toBe('ar');
    expect(mail.subject).toMatch(ARABIC);
    expect(mail.subject).not.toContain(code);
    // The plain-text part: Arabic sentences, the code alone on its line, no English left.
    expect(mail.text).toMatch(ARABIC);
    expect(mail.text).not.toMatch(LATIN_WORD);
    expect(mail.text.split('\n')).toContain(code);
    expect(mail.text).toContain('رحلة');
    expect(mail.text).toContain('10 دقائق');
    // The HTML part: right to left, the code left to right.
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toMatch(new RegExp(`<span dir="ltr">\\s*${code}\\s*</span>`));
    expect(mail.html).toContain('text-align:right');
    expect(mail.html).toContain('رمز التحقق الخاص بك هو:');
  });

  it('keeps the English sign-up mail word for word, with an English HTML part', async () => {
    const email = signupBody().email;
    await inject('POST', '/email-verification/send-otp', { email }, { 'accept-language': 'en' });
    const mail = lastMailTo(email);
    const code = t.mailer.lastCode(email);
    expect(mail.subject).toBe('Your Rihla verification code');
    expect(mail.text).toBe(
      `Welcome to Rihla.\n\nYour verification code is:\n\n${code}\n\nIt is valid for 10 minutes. Enter it on the sign-up form to finish creating your account.\n\nIf you did not ask for this, you can ignore this e-mail.\n\nRihla`,
    );
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).not.toMatch(ARABIC);
  });

  it("mails the reset code in the member's language, whatever the request asks for", async () => {
    const arabic = await signUpWith({ 'accept-language': 'ar' });
    const english = await signUpWith({ 'accept-language': 'en' });

    const resetMail = async (email: string, acceptLanguage: string) => {
      const before = t.mailer.sent.length;
      const res = await inject(
        'POST',
        '/user/forgot-password',
        { email },
        { 'accept-language': acceptLanguage },
      );
      expect(res.statusCode, res.body).toBe(200);
      return vi.waitFor(
        () => {
          const mail = t.mailer.sent.slice(before).find((m) => m.to === email);
          if (!mail) throw new Error(`no reset mail to ${email} yet`);
          return mail;
        },
        { timeout: 2000, interval: 10 },
      );
    };

    const ar = await resetMail(arabic.body.email, 'en');
    expect(ar.language).toBe('ar');
    expect(ar.subject).toBe('إعادة تعيين كلمة المرور لحسابك في رحلة');
    expect(ar.text).toMatch(ARABIC);
    expect(ar.text).not.toMatch(LATIN_WORD);
    const code = /\b(\d{6})\b/.exec(ar.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(ar.text.split('\n')).toContain(code);
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toMatch(new RegExp(`<span dir="ltr">\\s*${code}\\s*</span>`));

    const en = await resetMail(english.body.email, 'ar');
    expect(en.language).toBe('en');
    expect(en.subject).toBe('Reset your Rihla password');
    expect(en.text).not.toMatch(ARABIC);
    expect(en.html).toContain('<html lang="en" dir="ltr">');

    // The Arabic code works like any other.
    const res = await post(t, '/user/reset-password', {
      userId: (
        await t.app.ctx.db
          .selectFrom('email_codes')
          .select('id')
          .where('email', '=', arabic.body.email)
          .where('purpose', '=', 'reset')
          .executeTakeFirstOrThrow()
      ).id,
      resetOtp: code,
      password: 'Another123',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TERMS_VERSION, type SessionsResponse } from '../../../../contract/member-rights';
import type { User } from '../../../../contract/user';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { GENEROUS_LIMITS, get, post, signUp } from '../accounts/test-support';

describe.each(DB_FLAVOURS)('account security and consent (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour, GENEROUS_LIMITS);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = async (username: string, password: string, agent = 'Phone browser') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username, password },
      headers: { 'user-agent': agent },
    });

  it('stores the accepted terms version at sign-up, and asks again when none was sent', async () => {
    const withConsent = await signUp(t, { termsVersion: TERMS_VERSION });
    expect(withConsent.user.termsVersion).toBe(TERMS_VERSION);
    const oldApp = await signUp(t);
    expect(oldApp.user.termsVersion).toBeNull();

    const res = await post(t, '/user/consent', { termsVersion: TERMS_VERSION }, oldApp.token);
    expect(res.statusCode, res.body).toBe(200);
    const me = await get(t, '/drivers/get-current-user', oldApp.token);
    expect(me.json<{ user: User }>().user.termsVersion).toBe(TERMS_VERSION);
    const audit = await t.app.ctx.db
      .selectFrom('audit_log')
      .select(['action', 'fields'])
      .where('member_id', '=', oldApp.user.id)
      .execute();
    expect(audit).toEqual([
      { action: 'member.terms.accept', fields: 'terms_accepted_at,terms_version' },
    ]);
  });

  it('refuses a terms version that is not the current one', async () => {
    const body = await signUp(t).then((s) => s.token);
    const res = await post(t, '/user/consent', { termsVersion: '2001-01-01' }, body);
    expect(res.statusCode).toBe(400);
  });

  it('changes the password: the current one first, other devices signed out, a mail sent', async () => {
    const { body, user } = await signUp(t, { language: 'ar' });
    const here = (await login(body.username, 'Secret123', 'Laptop')).json<{ token: string }>()
      .token;
    const there = (await login(body.username, 'Secret123', 'Phone')).json<{ token: string }>()
      .token;

    const wrong = await post(
      t,
      '/user/password',
      { currentPassword: 'Nope12345', password: 'Better456', confirmPassword: 'Better456' },
      here,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
      errors: { currentPassword: 'Current password is incorrect' },
    });

    const ok = await post(
      t,
      '/user/password',
      { currentPassword: 'Secret123', password: 'Better456', confirmPassword: 'Better456' },
      here,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get(t, '/drivers/get-current-user', here)).statusCode).toBe(200);
    expect((await get(t, '/drivers/get-current-user', there)).statusCode).toBe(401);
    expect((await login(body.username, 'Secret123')).statusCode).toBe(401);
    expect((await login(body.username, 'Better456')).statusCode).toBe(200);
    const mail = t.mailer.sent.findLast((m) => m.to === user.email);
    expect(mail?.subject).toBe('تم تغيير كلمة مرور حسابك في رحلة');
    expect(mail?.language).toBe('ar');
  });

  it('lists the signed-in devices and signs out everywhere else', async () => {
    const { body } = await signUp(t);
    const laptop = (await login(body.username, 'Secret123', 'Laptop browser')).json<{
      token: string;
    }>().token;
    const phone = (await login(body.username, 'Secret123', 'Phone app')).json<{ token: string }>()
      .token;

    const list = (await get(t, '/user/sessions', laptop)).json<SessionsResponse>().sessions;
    // The sign-up's own session, the laptop and the phone; this device first.
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ current: true, device: 'Laptop browser' });
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.id).join()).not.toMatch(/[g-z]/);

    const out = await post(t, '/user/sessions/sign-out-others', {}, laptop);
    expect(out.json()).toMatchObject({ success: true, signedOut: 2 });
    expect((await get(t, '/drivers/get-current-user', phone)).statusCode).toBe(401);
    const after = (await get(t, '/user/sessions', laptop)).json<SessionsResponse>().sessions;
    expect(after).toEqual([expect.objectContaining({ current: true })]);
  });
});

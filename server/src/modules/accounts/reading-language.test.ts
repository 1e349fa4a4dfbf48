/**
 * Language continuity (issue 31, DECISIONS 38 and 50): an account that never chose takes the
 * language of the page its member logs in on; a language chosen with the switch stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '../../../../contract/user';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { GENEROUS_LIMITS, signUp } from './test-support';

describe.each(DB_FLAVOURS)('the language a member logs in in (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour, GENEROUS_LIMITS);
  });
  afterAll(() => t.close());

  const login = async (username: string, password: string, language?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username, password },
      headers: language ? { 'accept-language': language } : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<LoginResponse>().user.language;
  };
  const chosen = async (id: string) =>
    (
      await t.app.ctx.db
        .selectFrom('members')
        .select('language_chosen')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).language_chosen;

  it('saves the login page language to an account that never chose', async () => {
    const m = await signUp(t);
    const { username, password } = m.body;
    expect(m.user.language).toBe('en');
    expect(await chosen(m.user.id)).toBe(0);
    expect(await login(username, password, 'ar')).toBe('ar');
    // An app that names neither of our languages leaves it as it is.
    expect(await login(username, password, 'fr-FR')).toBe('ar');
    expect(await login(username, password)).toBe('ar');
    expect(await login(username, password, 'en')).toBe('en');
    expect(await chosen(m.user.id)).toBe(0);
  });

  it('keeps a language chosen with the switch, whatever page the member logs in on', async () => {
    const m = await signUp(t);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user/profile',
      headers: { authorization: `Bearer ${m.token}` },
      payload: { language: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(await chosen(m.user.id)).toBe(1);
    expect(await login(m.body.username, m.body.password, 'ar')).toBe('en');
  });
});

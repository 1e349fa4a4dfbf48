import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import {
  cookieFromAnswer,
  makeOperator,
  OPS_PASSWORD,
  opsCookieFor,
} from '../../../test/operators';
import { operatorsCommand } from '../../cli/operators-commands';
import { listAudit } from '../audit/service';
import { SESSION_IDLE_MS } from './sessions';
import { createKeyring, SealedError } from '../../lib/sealed';
import { totpNow } from './totp';
import { openTotpSecret } from './totp-secret';

describe.each(DB_FLAVOURS)('operator accounts and sign-in (%s)', (flavour) => {
  let t: TestApp;
  const cli = async (...args: string[]) => {
    const lines: string[] = [];
    await operatorsCommand.run(t.app.ctx, args, (l) => lines.push(l));
    return lines;
  };
  const login = (email: string, code: string, password = OPS_PASSWORD) =>
    t.app.inject({ method: 'POST', url: '/api/ops/login', payload: { email, password, code } });
  const me = (cookie: string, extra: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/ops/me', headers: { cookie, ...extra } });

  const storedKey = async (id: string) =>
    (
      await t.app.ctx.db
        .selectFrom('operators')
        .select('totp_secret')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).totp_secret ?? '';

  beforeAll(async () => {
    t = await createTestApp(flavour, { LOGIN_MAX_PER_IP: '1000', LOGIN_MAX_PER_ACCOUNT: '1000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets up from the CLI link: key, current code, 10 recovery codes; the link is then spent', async () => {
    const lines = await cli('add', 'Sara@Rihla.test', '--name', 'Sara Ops', '--role', 'finance');
    const link = lines.find((l) => l.includes('/ops/setup#')) ?? '';
    const token = link.split('#')[1] ?? '';
    expect(link.startsWith(`${t.config.publicUrl}/ops/setup#`)).toBe(true);
    const info = await t.app.inject({
      method: 'POST',
      url: '/api/ops/setup/info',
      payload: { token },
    });
    expect(info.statusCode).toBe(200);
    const setup = info.json<{ setup: { email: string; secret: string; uri: string } }>().setup;
    expect(setup.email).toBe('sara@rihla.test');
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/ops/setup',
      payload: { token, password: 'short1', code: totpNow(setup.secret) },
    });
    expect(weak.statusCode).toBe(400);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/ops/setup',
      payload: {
        token,
        password: OPS_PASSWORD,
        code: '000000' === totpNow(setup.secret) ? '111111' : '000000',
      },
    });
    expect(wrong.statusCode).toBe(400);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/ops/setup',
      payload: { token, password: OPS_PASSWORD, code: totpNow(setup.secret) },
    });
    expect(done.statusCode).toBe(200);
    const codes = done.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/ops/setup/info',
      payload: { token },
    });
    expect(again.statusCode).toBe(404);
  });

  it('needs a current code: a computed one signs in, a stale or replayed one is refused', async () => {
    const op = await makeOperator(t.app, ['support']);
    const next = totpNow(op.secret, Date.now() + 30_000);
    const stale = totpNow(op.secret, Date.now() - 5 * 60_000);
    expect((await login(op.email, stale)).statusCode).toBe(401);
    expect((await login(op.email, next, 'Wrong-password-1')).statusCode).toBe(401);
    const ok = await login(op.email, next);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['set-cookie']).toMatch(
      /^rihla_ops=[^;]+; Path=\/api\/ops; Max-Age=28800; HttpOnly; SameSite=Strict/,
    );
    // The same code again (replayed), even with the right password.
    const replay = await login(op.email, next);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const cookie = cookieFromAnswer(ok.headers['set-cookie']);
    expect((await me(cookie)).json()).toMatchObject({
      operator: { email: op.email, roles: ['support'] },
    });
  });

  it('stores the authenticator key sealed: the row holds neither the key nor what opens it', async () => {
    // Sealed as the operator is added, before the set-up page ever reads it.
    await cli('add', 'sealed@rihla.test', '--name', 'Sealed Ops', '--role', 'support');
    const added = await t.app.ctx.db
      .selectFrom('operators')
      .select('totp_secret')
      .where('email', '=', 'sealed@rihla.test')
      .executeTakeFirstOrThrow();
    expect(added.totp_secret?.startsWith('s1:')).toBe(true);
    const op = await makeOperator(t.app, ['support']);
    const stored = await storedKey(op.id);
    expect(stored.startsWith('s1:')).toBe(true);
    expect(stored).not.toContain(op.secret);
    // Another server key cannot open it, nor can the key itself on another operator's row.
    const other = createKeyring(randomBytes(32).toString('hex'));
    expect(() => openTotpSecret(other, op.id, stored)).toThrow(SealedError);
    expect(() => openTotpSecret(t.app.ctx.keyring, 'another-operator', stored)).toThrow(
      SealedError,
    );
    expect(openTotpSecret(t.app.ctx.keyring, op.id, stored)).toBe(op.secret);
  });

  it('a key stored plain before sealing still signs in, and is sealed at that first use', async () => {
    const op = await makeOperator(t.app, ['support']);
    await t.app.ctx.db
      .updateTable('operators')
      .set({ totp_secret: op.secret })
      .where('id', '=', op.id)
      .execute();
    const ok = await login(op.email, totpNow(op.secret, Date.now() + 30_000));
    expect(ok.statusCode).toBe(200);
    const stored = await storedKey(op.id);
    expect(stored.startsWith('s1:')).toBe(true);
    expect(openTotpSecret(t.app.ctx.keyring, op.id, stored)).toBe(op.secret);
  });

  it("a sealed key copied onto another operator's row signs nobody in", async () => {
    const a = await makeOperator(t.app, ['support']);
    const b = await makeOperator(t.app, ['support']);
    await t.app.ctx.db
      .updateTable('operators')
      .set({ totp_secret: await storedKey(a.id) })
      .where('id', '=', b.id)
      .execute();
    const res = await login(b.email, totpNow(a.secret, Date.now() + 30_000));
    expect(res.statusCode).not.toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('spends each recovery code once', async () => {
    const op = await makeOperator(t.app, ['finance']);
    const code = op.recoveryCodes[3] ?? '';
    expect((await login(op.email, code.toUpperCase())).statusCode).toBe(200);
    expect((await login(op.email, code)).statusCode).toBe(401);
    const audit = await listAudit(t.app.ctx.db, {
      actorId: op.id,
      action: 'operator.login.recovery',
    });
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]?.fields).toEqual(['recovery_codes']);
  });

  it('ends a session after 30 idle minutes, and at 8 hours whatever the activity', async () => {
    const op = await makeOperator(t.app, ['support']);
    const idle = await opsCookieFor(t.app, op.id);
    const absolute = await opsCookieFor(t.app, op.id);
    expect((await me(idle)).statusCode).toBe(200);
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    await t.app.ctx.db
      .updateTable('operator_sessions')
      .set({ last_seen_at: ago(SESSION_IDLE_MS + 1000) })
      .where('operator_id', '=', op.id)
      .execute();
    expect((await me(idle)).statusCode).toBe(401);
    await t.app.ctx.db
      .updateTable('operator_sessions')
      .set({ last_seen_at: ago(0), expires_at: ago(1000) })
      .where('operator_id', '=', op.id)
      .execute();
    expect((await me(absolute)).statusCode).toBe(401);
    expect(
      await t.app.ctx.db
        .selectFrom('operator_sessions')
        .select('id')
        .where('operator_id', '=', op.id)
        .execute(),
    ).toEqual([]);
  });

  it('never answers a member token, and ignores Authorization beside a valid cookie', async () => {
    const member = await addMember(t.app.ctx.db);
    const bearer = `Bearer ${await tokenFor(t.app, member)}`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/ops/me',
      headers: { authorization: bearer },
    });
    expect(res.statusCode).toBe(401);
    const op = await makeOperator(t.app, ['support']);
    const ok = await me(await opsCookieFor(t.app, op.id), { authorization: 'Bearer junk' });
    expect(ok.statusCode).toBe(200);
    // The member's session is untouched.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/drivers/get-current-user',
      headers: { authorization: bearer },
    });
    expect(mine.statusCode).toBe(200);
  });

  it('refuses a cross-site call even with a valid cookie', async () => {
    const op = await makeOperator(t.app, ['support']);
    const res = await me(await opsCookieFor(t.app, op.id), { 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
  });

  it('disable signs out at once; reset issues a new link and drops the old factors; roles change', async () => {
    const op = await makeOperator(t.app, ['support']);
    const cookie = await opsCookieFor(t.app, op.id);
    await cli('roles', op.email, '--role', 'finance,support');
    expect((await me(cookie)).json()).toMatchObject({
      operator: { roles: ['finance', 'support'] },
    });
    const reset = await cli('reset', op.email);
    expect(reset.join('\n')).toMatch(/\/ops\/setup#/);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await login(op.email, op.recoveryCodes[0] ?? '')).statusCode).toBe(401);
    await cli('disable', op.email);
    const list = await cli('list');
    expect(list.find((l) => l.startsWith(op.email))).toMatch(/disabled/);
    const audit = await listAudit(t.app.ctx.db, { targetId: op.id });
    expect(audit.rows.map((r) => [r.action, r.actorKind])).toEqual([
      ['operator.disable', 'cli'],
      ['operator.reset', 'cli'],
      ['operator.roles', 'cli'],
      ['operator.setup', 'operator'],
      ['operator.add', 'cli'],
    ]);
    expect(audit.rows[0]?.actorId).toMatch(/^cli:.+/);
    expect(audit.rows[2]?.fields).toEqual(['roles']);
  });

  it('logout ends the session and is audited', async () => {
    const op = await makeOperator(t.app, ['support']);
    const cookie = await opsCookieFor(t.app, op.id);
    const out = await t.app.inject({ method: 'POST', url: '/api/ops/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toMatch(/rihla_ops=; .*Max-Age=0/);
    expect((await me(cookie)).statusCode).toBe(401);
    expect(
      (await listAudit(t.app.ctx.db, { actorId: op.id, action: 'operator.logout' })).rows,
    ).toHaveLength(1);
  });
});

describe.each(DB_FLAVOURS)('operator sign-in limits (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour, { LOGIN_MAX_PER_ACCOUNT: '3', LOGIN_MAX_PER_IP: '100' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('locks an operator account after too many wrong tries, as members are locked', async () => {
    const op = await makeOperator(t.app, ['finance']);
    const login = (password: string, code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ops/login',
        payload: { email: op.email, password, code },
      });
    for (let i = 0; i < 3; i++)
      expect((await login('Wrong-password-1', '123456')).statusCode).toBe(401);
    const locked = await login(OPS_PASSWORD, totpNow(op.secret, Date.now() + 30_000));
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('a right password with a wrong code still counts against the account', async () => {
    const op = await makeOperator(t.app, ['finance']);
    const login = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ops/login',
        payload: { email: op.email, password: OPS_PASSWORD, code },
      });
    for (let i = 0; i < 3; i++) expect((await login('000000')).statusCode).toBe(401);
    expect((await login(op.recoveryCodes[0] ?? '')).statusCode).toBe(429);
  });
});

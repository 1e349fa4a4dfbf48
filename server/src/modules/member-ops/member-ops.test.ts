/**
 * The members desk (issue 30, DECISIONS 49): search by any identifier the login accepts, a
 * member's page (audited per view), notes, the sign-in lock (its reason told only after the right
 * password) and ending sessions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpsMemberDetail, OpsMemberSearchPage } from '../../../../contract/ops-members';
import { OPS_MEMBERS_API } from '../../../../contract/ops-members';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { makeOperator, opsCookieFor } from '../../../test/operators';
import { addMember } from '../../../test/fixtures';
import {
  GENEROUS_LIMITS,
  get as memberGet,
  post as memberPost,
  signUp,
} from '../accounts/test-support';
import { listAudit } from '../audit/service';
import { eraseMember } from '../member-rights/close-erase';

describe.each(DB_FLAVOURS)('the members desk (%s)', (flavour) => {
  let t: TestApp;
  let support: string;
  let compliance: { id: string; cookie: string };
  let member: Awaited<ReturnType<typeof signUp>>;
  const tag = `${String(process.pid % 1000)}${flavour === 'sqlite' ? 's' : 'p'}`;

  const get = (url: string, cookie = compliance.cookie) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
  const post = (url: string, payload: object, cookie = compliance.cookie) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie }, payload });
  const search = async (q: string, cursor?: string) => {
    const p = new URLSearchParams({ q });
    if (cursor) p.set('cursor', cursor);
    const res = await get(`${OPS_MEMBERS_API.search}?${p.toString()}`, support);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<OpsMemberSearchPage>();
  };
  const found = async (q: string) => (await search(q)).members.map((m) => m.id);
  const login = (password = 'Secret123') =>
    memberPost(t, '/user/login', {
      email: '',
      phoneNumber: '',
      username: member.body.username,
      password,
    });

  beforeAll(async () => {
    t = await createTestApp(flavour, GENEROUS_LIMITS);
    support = await opsCookieFor(t.app, (await makeOperator(t.app, ['support'])).id);
    const c = await makeOperator(t.app, ['compliance'], 'Cora Compliance');
    compliance = { id: c.id, cookie: await opsCookieFor(t.app, c.id) };
    // A UAE mobile no other test of this file uses.
    const digits = flavour === 'sqlite' ? '4567' : '7654';
    member = await signUp(t, {
      username: `Zafira_${tag}`,
      firstName: 'Zafira',
      lastName: `Qasimi${tag}`,
      email: `zafira.${tag}@example.test`,
      countryCode: '+971',
      phoneNumber: `050 123 ${digits}`,
    });
  });
  afterAll(() => t.close());

  const phoneDigits = () => (flavour === 'sqlite' ? '4567' : '7654');

  it.each([
    ['the username, any case', () => `ZAFIRA_${tag}`],
    ['the start of the username', () => `zafira_${tag.slice(0, 2)}`],
    ['the first name', () => 'zafi'],
    ['the last name', () => `qasimi${tag}`],
    ['first and last name', () => `Zafira Qasimi${tag.slice(0, 2)}`],
    ['the e-mail', () => `Zafira.${tag}@EXAMPLE.test`],
    ['the start of the e-mail', () => `zafira.${tag}@exa`],
    ['the phone as written at home', () => `050 123 ${phoneDigits()}`],
    ['the phone without the trunk 0', () => `50123${phoneDigits()}`],
    ['the phone in +971 form', () => `+971 50 123 ${phoneDigits()}`],
    ['the phone with 00', () => `00971-50-123-${phoneDigits()}`],
    [
      'the phone in Arabic-Indic digits',
      () =>
        `٠٥٠ ١٢٣ ${phoneDigits().replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)))}`,
    ],
    ['the member id', () => member.user.id],
  ])('finds the member by %s', async (_label, q) => {
    expect(await found(q())).toContain(member.user.id);
  });

  it('does not find by a phone that is not the member’s', async () => {
    expect(await found('050 999 0001')).not.toContain(member.user.id);
  });

  it('pages through many results by username without repeats or gaps', async () => {
    const prefix = `pg${tag}_`;
    const ids = new Set<string>();
    for (let i = 0; i < 45; i += 1)
      ids.add(
        await addMember(t.app.ctx.db, { username: `${prefix}${String(i).padStart(2, '0')}` }),
      );
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await search(prefix, cursor);
      seen.push(...page.members.map((m) => m.username));
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(45);
    expect(seen).toEqual([...seen].sort());
    expect(new Set(seen).size).toBe(45);
  });

  it('shows a closed member as "Former member", never found by the erased e-mail, phone or name', async () => {
    const closed = await signUp(t, {
      username: `Gone_${tag}`,
      firstName: 'Nadiyah',
      lastName: `Erased${tag}`,
      email: `gone.${tag}@example.test`,
    });
    expect(await found(`gone.${tag}@example.test`)).toContain(closed.user.id);
    await t.app.ctx.db
      .transaction()
      .execute((trx) =>
        eraseMember(trx, t.app.ctx.keyring, closed.user.id, new Date().toISOString()),
      );
    expect(await found(`gone.${tag}@example.test`)).not.toContain(closed.user.id);
    expect(await found(`gone.${tag}@`)).not.toContain(closed.user.id);
    expect(await found(closed.body.phoneNumber)).not.toContain(closed.user.id);
    expect(await found(`Erased${tag}`)).not.toContain(closed.user.id);
    expect(await found(`closed-${closed.user.id}@closed.invalid`)).not.toContain(closed.user.id);
    const byName = await search(`gone_${tag}`);
    expect(byName.members).toEqual([
      expect.objectContaining({
        id: closed.user.id,
        name: 'Former member',
        email: null,
        phone: null,
        closed: true,
      }),
    ]);
  });

  it('shows the member page and audits each view', async () => {
    const sponsor = member.user.id;
    const child = await addMember(t.app.ctx.db, { sponsorId: sponsor });
    await addMember(t.app.ctx.db, { sponsorId: child });
    const res = await get(OPS_MEMBERS_API.member(child), support);
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json<{ member: OpsMemberDetail }>().member;
    expect(m.sponsors.map((s) => s.id)).toEqual([sponsor]);
    expect(m.levels).toEqual([{ depth: 1, count: 1 }]);
    expect(m.kycStatus).toBe('not_submitted');
    expect(m.lock).toBeNull();
    const top = (await get(OPS_MEMBERS_API.member(sponsor))).json<{ member: OpsMemberDetail }>()
      .member;
    expect(top.levels).toEqual([
      { depth: 1, count: 1 },
      { depth: 2, count: 1 },
    ]);
    const down = await get(`${OPS_MEMBERS_API.downline(sponsor)}?depth=2`);
    expect(down.json<{ members: { id: string }[] }>().members).toHaveLength(1);
    const views = (await listAudit(t.app.ctx.db, { memberId: child, action: 'members.view' })).rows;
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ actorKind: 'operator', actorRole: 'support' });
    await get(OPS_MEMBERS_API.member(child), support);
    expect(
      (await listAudit(t.app.ctx.db, { memberId: child, action: 'members.view' })).rows,
    ).toHaveLength(2);
    expect((await get(OPS_MEMBERS_API.member('aaaaaaaaaaaaaaaaaaaaaaaa'))).statusCode).toBe(404);
  });

  it('reads the member’s statement and CSV through the member’s own service, audited', async () => {
    const page = await get(OPS_MEMBERS_API.statement(member.user.id), support);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ success: true, entries: [] });
    const csv = await get(`${OPS_MEMBERS_API.statementCsv(member.user.id)}?lang=ar`, support);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const own = await memberGet(t, '/wallet/statement.csv?lang=ar', member.token);
    expect(csv.body).toBe(own.body);
    const rows = (
      await listAudit(t.app.ctx.db, { memberId: member.user.id, action: 'members.statement.' })
    ).rows;
    expect(rows.map((r) => r.action).sort()).toEqual([
      'members.statement.export',
      'members.statement.view',
    ]);
  });

  it('adds an internal note, shown on the page and audited without its text', async () => {
    const res = await post(
      OPS_MEMBERS_API.notes(member.user.id),
      { body: 'Called about a ride' },
      support,
    );
    expect(res.statusCode, res.body).toBe(200);
    const m = (await get(OPS_MEMBERS_API.member(member.user.id))).json<{
      member: OpsMemberDetail;
    }>().member;
    expect(m.notes[0]).toMatchObject({
      body: 'Called about a ride',
      author: expect.any(String) as string,
    });
    const audit = (
      await listAudit(t.app.ctx.db, { memberId: member.user.id, action: 'members.note.add' })
    ).rows;
    expect(audit).toHaveLength(1);
    expect(audit[0]?.fields).toEqual(['body']);
    expect(JSON.stringify(audit)).not.toContain('Called about');
    expect((await post(OPS_MEMBERS_API.notes(member.user.id), { body: '   ' })).statusCode).toBe(
      400,
    );
  });

  it('locks sign-in: sessions end, a wrong password reveals nothing, the right one reads the reason', async () => {
    const before = await memberGet(t, '/drivers/get-current-user', member.token);
    expect(before.statusCode).toBe(200);
    const res = await post(OPS_MEMBERS_API.lock(member.user.id), {
      reason: 'Please call support about your withdrawal',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ sessionsEnded: number }>().sessionsEnded).toBeGreaterThan(0);
    expect((await memberGet(t, '/drivers/get-current-user', member.token)).statusCode).toBe(401);

    const wrong = await login('Wrong-pass-1');
    const unknown = await memberPost(t, '/user/login', {
      email: '',
      phoneNumber: '',
      username: 'no_such_member_x',
      password: 'Wrong-pass-1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.body).not.toContain('withdrawal');

    const right = await login();
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({
      success: false,
      code: 'ACCOUNT_LOCKED',
      message: 'Sign-in to this account is locked: Please call support about your withdrawal',
      errors: { lockReason: 'Please call support about your withdrawal' },
    });
    expect(right.json()).not.toHaveProperty('token');

    const page = (await get(OPS_MEMBERS_API.member(member.user.id))).json<{
      member: OpsMemberDetail;
    }>().member;
    expect(page.lock).toMatchObject({
      reason: 'Please call support about your withdrawal',
      by: 'Cora Compliance',
    });
    expect(page.sessions).toEqual([]);
    expect((await search(member.body.username)).members[0]?.locked).toBe(true);
    expect((await post(OPS_MEMBERS_API.lock(member.user.id), { reason: 'again' })).statusCode).toBe(
      409,
    );

    const unlock = await post(OPS_MEMBERS_API.unlock(member.user.id), {
      reason: 'Called, verified',
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect((await login()).statusCode).toBe(200);
    const actions = (await listAudit(t.app.ctx.db, { memberId: member.user.id })).rows.map(
      (r) => r.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['members.lock', 'members.unlock']));
    expect(
      (await listAudit(t.app.ctx.db, { memberId: member.user.id, action: 'members.lock' })).rows[0],
    ).toMatchObject({ actorId: compliance.id, actorRole: 'compliance' });
  });

  it('ends every session of the member, audited', async () => {
    const fresh = await login();
    const token = fresh.json<{ token: string }>().token;
    expect((await memberGet(t, '/drivers/get-current-user', token)).statusCode).toBe(200);
    const res = await post(OPS_MEMBERS_API.revokeSessions(member.user.id), {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ sessionsEnded: number }>().sessionsEnded).toBeGreaterThan(0);
    expect((await memberGet(t, '/drivers/get-current-user', token)).statusCode).toBe(401);
    expect(
      (
        await listAudit(t.app.ctx.db, {
          memberId: member.user.id,
          action: 'members.sessions.revoke',
        })
      ).rows,
    ).toHaveLength(1);
  });

  it('refuses lock and session actions to support', async () => {
    expect(
      (await post(OPS_MEMBERS_API.lock(member.user.id), { reason: 'x' }, support)).statusCode,
    ).toBe(403);
    expect(
      (await post(OPS_MEMBERS_API.revokeSessions(member.user.id), {}, support)).statusCode,
    ).toBe(403);
  });
});

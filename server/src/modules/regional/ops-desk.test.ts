/**
 * The country-requests desk (DECISIONS 49; docs/rewards-programmes.md): any operator reads the
 * queue, compliance approves (the member's country changes, as with `country-requests approve`)
 * or rejects (it stays), each with an optional note, one audit row each, from the console or
 * the CLI; the member's regional page stops showing the request as pending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_CAMPAIGNS_API, type OpsCountryRequest } from '../../../../contract/ops-campaigns';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { makeOperator, opsCookieFor } from '../../../test/operators';
import { countryRequestsCommand } from '../../cli/regional-commands';
import { listAudit } from '../audit/service';

describe.each(DB_FLAVOURS)('the country-requests desk (%s)', (flavour) => {
  let t: TestApp;
  let compliance: { id: string; cookie: string };
  let support: string;

  const db = () => t.app.ctx.db;
  const get = (url: string, cookie = compliance.cookie) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
  const post = (url: string, payload: object = {}, cookie = compliance.cookie) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie }, payload });
  const queue = async (status = 'pending', cookie = compliance.cookie) =>
    (await get(`${OPS_CAMPAIGNS_API.countryRequests}?status=${status}`, cookie)).json<{
      requests: OpsCountryRequest[];
    }>().requests;
  const countryOf = async (id: string) =>
    (
      await db()
        .selectFrom('members')
        .select('country')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).country;

  /** A member who asks to move, through the member API; the request's id and the token. */
  async function asks(newCountry: string, reason?: string) {
    const member = await addMember(db(), { country: 'UAE', firstName: 'Lina', lastName: 'Omar' });
    const token = await tokenFor(t.app, member);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mlm/regional/country-update-request',
      headers: { authorization: `Bearer ${token}` },
      payload: { newCountry, ...(reason ? { reason } : {}) },
    });
    expect(res.statusCode).toBe(201);
    return { member, token, id: res.json<{ data: { id: string } }>().data.id };
  }
  const pendingOnPage = async (member: string, token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/mlm/regional/progress/${member}`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json<{ data: { pendingCountryRequest: unknown } }>().data.pendingCountryRequest;

  beforeAll(async () => {
    t = await createTestApp(flavour);
    const c = await makeOperator(t.app, ['compliance'], 'Cora Compliance');
    compliance = { id: c.id, cookie: await opsCookieFor(t.app, c.id) };
    support = await opsCookieFor(t.app, (await makeOperator(t.app, ['support'])).id);
  });
  afterAll(() => t.close());

  it('lists waiting requests oldest first with the member, both countries and the reason', async () => {
    const first = await asks('india', 'Moved for work');
    const second = await asks('UK');
    const rows = await queue('pending', support);
    expect(rows.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(rows[0]).toMatchObject({
      memberId: first.member,
      name: 'Lina Omar',
      currentCountry: 'UAE',
      requestedCountry: 'India',
      reason: 'Moved for work',
      status: 'pending',
      decidedAt: null,
      note: null,
    });
    expect((await get(`${OPS_CAMPAIGNS_API.countryRequests}?status=maybe`)).statusCode).toBe(400);
  });

  it('approves with a note: the country changes, the page stops showing it pending, one audit row', async () => {
    const r = await asks('Pakistan');
    expect(await pendingOnPage(r.member, r.token)).toMatchObject({ requestedCountry: 'Pakistan' });
    expect(
      (await post(OPS_CAMPAIGNS_API.countryApprove(r.id), { note: 'x' }, support)).statusCode,
    ).toBe(403);
    const res = await post(OPS_CAMPAIGNS_API.countryApprove(r.id), {
      note: '  Proof of address seen ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved', requestedCountry: 'Pakistan' });
    expect(await countryOf(r.member)).toBe('Pakistan');
    expect(await pendingOnPage(r.member, r.token)).toBeNull();
    const [decided] = (await queue('approved')).filter((q) => q.id === r.id);
    expect(decided).toMatchObject({ status: 'approved', note: 'Proof of address seen' });
    expect(decided?.decidedAt).not.toBeNull();
    const audit = (await listAudit(db(), { targetId: r.id })).rows;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'country.approve',
      actorId: compliance.id,
      actorRole: 'compliance',
      memberId: r.member,
      targetType: 'country_request',
      fields: ['decided_at', 'members.country', 'note', 'status'],
    });
    const again = await post(OPS_CAMPAIGNS_API.countryReject(r.id));
    expect(again.statusCode).toBe(409);
    expect(await countryOf(r.member)).toBe('Pakistan');
  });

  it('rejects with a note: the country stays; a note with hidden characters is refused', async () => {
    const r = await asks('Japan');
    const bad = await post(OPS_CAMPAIGNS_API.countryReject(r.id), { note: 'No\u202E proof' });
    expect(bad.statusCode).toBe(400);
    expect((await queue()).some((q) => q.id === r.id)).toBe(true);
    const res = await post(OPS_CAMPAIGNS_API.countryReject(r.id), { note: 'No proof of address' });
    expect(res.statusCode).toBe(200);
    expect(await countryOf(r.member)).toBe('UAE');
    expect(await pendingOnPage(r.member, r.token)).toBeNull();
    const [decided] = (await queue('rejected')).filter((q) => q.id === r.id);
    expect(decided).toMatchObject({ note: 'No proof of address' });
    const audit = (await listAudit(db(), { targetId: r.id })).rows;
    expect(audit.map((a) => [a.action, a.fields])).toEqual([
      ['country.reject', ['decided_at', 'note', 'status']],
    ]);
    expect((await post(OPS_CAMPAIGNS_API.countryApprove('c'.repeat(24)))).statusCode).toBe(404);
  });

  it('the CLI decides through the same service and audit, as cli:<user>', async () => {
    const r = await asks('Oman');
    const lines: string[] = [];
    await countryRequestsCommand.run(t.app.ctx, ['approve', r.id, '--note', 'Seen'], (l) =>
      lines.push(l),
    );
    expect(lines).toEqual(["Approved: the member's country is now Oman."]);
    expect(await countryOf(r.member)).toBe('Oman');
    const audit = (await listAudit(db(), { targetId: r.id })).rows;
    expect(audit.map((a) => [a.action, a.actorKind, a.fields])).toEqual([
      ['country.approve', 'cli', ['decided_at', 'members.country', 'note', 'status']],
    ]);
    const [decided] = (await queue('approved')).filter((q) => q.id === r.id);
    expect(decided?.note).toBe('Seen');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, tokenFor } from '../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../test/harness';

describe.each(DB_FLAVOURS)('core server (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour);
  });
  afterAll(() => t.close());

  it('answers GET /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ok' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('sends the security headers on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('writes closure rows and per-depth counts for a new member', async () => {
    const a = await addMember(t.app.ctx.db);
    const b = await addMember(t.app.ctx.db, { sponsorId: a });
    const c = await addMember(t.app.ctx.db, { sponsorId: b });
    const paths = await t.app.ctx.db
      .selectFrom('referral_paths')
      .select(['ancestor_id', 'depth'])
      .where('descendant_id', '=', c)
      .orderBy('depth')
      .execute();
    expect(paths).toEqual([
      { ancestor_id: b, depth: 1 },
      { ancestor_id: a, depth: 2 },
    ]);
    const counts = await t.app.ctx.db
      .selectFrom('level_counts')
      .select(['depth', 'count'])
      .where('member_id', '=', a)
      .orderBy('depth')
      .execute();
    expect(counts).toEqual([
      { depth: 1, count: 1 },
      { depth: 2, count: 1 },
    ]);
  });

  it('accepts a live session token and refuses a revoked one', async () => {
    const id = await addMember(t.app.ctx.db);
    const token = await tokenFor(t.app, id);
    const claims = await t.app.ctx.tokens.verify(token);
    expect(claims?.memberId).toBe(id);
    expect(await t.app.ctx.sessions.isLive(claims!.sessionId, id)).toBe(true);
    await t.app.ctx.sessions.revoke(claims!.sessionId);
    expect(await t.app.ctx.sessions.isLive(claims!.sessionId, id)).toBe(false);
  });
});

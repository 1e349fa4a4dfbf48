/**
 * The campaigns desk (DECISIONS 49; docs/rewards-programmes.md): finance opens a campaign with
 * the fields of `campaign create`, refused where the CLI refuses; the list and the live
 * leaderboard show the module's figures; closing pays each qualified member once; every create
 * and close has its audit row, from the console and the CLI alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPS_CAMPAIGNS_API,
  type OpsCampaign,
  type OpsCampaignClosed,
  type OpsLeaderboard,
} from '../../../../contract/ops-campaigns';
import { addMember } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { makeOperator, opsCookieFor } from '../../../test/operators';
import { campaignCommand } from '../../cli/bbr-commands';
import { UsageError } from '../../cli/types';
import { listAudit } from '../audit/service';
import { recordRide } from '../wallet/rides-service';
import { BBR_DEFAULT_CAMPAIGN } from './figures';
import { leaderboardFor } from './service';

const DAY = 24 * 3600 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** The same mistake typed at the console (body) and at the CLI (flags), and the field refused. */
const REFUSALS: { body: object; flags: string[]; field: string }[] = [
  { body: { requirement: 0 }, flags: ['--rides', '0'], field: 'requirement' },
  { body: { requirement: 1_000_000 }, flags: ['--rides', '1000000'], field: 'requirement' },
  { body: { requirement: 2.5 }, flags: ['--rides', '2.5'], field: 'requirement' },
  { body: { durationDays: 0 }, flags: ['--days', '0'], field: 'durationDays' },
  { body: { type: 'duo' }, flags: ['--type', 'duo'], field: 'type' },
  { body: { reward: 0 }, flags: ['--reward', '0'], field: 'reward' },
  { body: { reward: 10.555 }, flags: ['--reward', '10.555'], field: 'reward' },
  { body: { reward: -5 }, flags: ['--reward', '-5'], field: 'reward' },
  { body: { reward: 1_000_000_000 }, flags: ['--reward', '1000000000'], field: 'reward' },
  { body: { name: 'Spring \u202Eevil' }, flags: ['--name', 'Spring \u202Eevil'], field: 'name' },
  {
    body: { perks: Array.from({ length: 11 }, (_, i) => `Perk ${String(i)}`) },
    flags: ['--perks', Array.from({ length: 11 }, (_, i) => `Perk ${String(i)}`).join(';')],
    field: 'perks',
  },
  { body: { startsAt: 'soon' }, flags: ['--start', 'soon'], field: 'startsAt' },
];

describe.each(DB_FLAVOURS)('the campaigns desk (%s)', (flavour) => {
  let t: TestApp;
  let finance: { id: string; cookie: string };
  let support: string;
  let top: string;
  let driver: string;
  let newbie: string;

  const db = () => t.app.ctx.db;
  const get = (url: string, cookie = finance.cookie) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
  const post = (url: string, payload: object = {}, cookie = finance.cookie) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie }, payload });
  const cli = async (...args: string[]) => {
    const lines: string[] = [];
    await campaignCommand.run(t.app.ctx, args, (l) => lines.push(l));
    return lines;
  };
  const campaignCount = async () =>
    Number(
      (
        await db()
          .selectFrom('bbr_campaigns')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp(flavour);
    const f = await makeOperator(t.app, ['finance'], 'Fatima Finance');
    finance = { id: f.id, cookie: await opsCookieFor(t.app, f.id) };
    support = await opsCookieFor(t.app, (await makeOperator(t.app, ['support'])).id);
    top = await addMember(db(), { firstName: 'Top', lastName: 'Rider', createdAt: ago(30) });
    driver = await addMember(db(), { firstName: 'Dina', lastName: 'Driver', createdAt: ago(30) });
    newbie = await addMember(db(), { sponsorId: top, createdAt: ago(1) });
  });
  afterAll(() => t.close());

  it('refuses each invalid field at the console exactly where the CLI refuses it', async () => {
    for (const r of REFUSALS) {
      const res = await post(OPS_CAMPAIGNS_API.campaigns, r.body);
      expect(res.statusCode, JSON.stringify(r.body)).toBe(400);
      const errors = res.json<{ errors: Record<string, string> }>().errors;
      expect(Object.keys(errors), JSON.stringify(r.body)).toEqual([r.field]);
      const refused = await cli('create', ...r.flags).then(
        () => null,
        (e: unknown) => e,
      );
      expect(refused, r.flags.join(' ')).toBeInstanceOf(UsageError);
      expect((refused as Error).message).toContain(errors[r.field]);
    }
    expect(await campaignCount()).toBe(0);
    expect((await listAudit(db(), { action: 'campaign.' })).rows).toEqual([]);
  });

  it('is refused to support, who may read the list', async () => {
    expect((await post(OPS_CAMPAIGNS_API.campaigns, {}, support)).statusCode).toBe(403);
    const list = await get(OPS_CAMPAIGNS_API.campaigns, support);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ campaigns: OpsCampaign[] }>().campaigns).toEqual([]);
  });

  let campaignId = '';

  it('opens a campaign with the given fields, the defaults for the rest, audited as the operator', async () => {
    const startsAt = ago(2);
    const res = await post(OPS_CAMPAIGNS_API.campaigns, {
      name: '  Desk Booster  ',
      requirement: 2,
      type: 'solo',
      newbieOnly: false,
      reward: 120.5,
      perks: ['Free upgrade', ' ', 'Priority'],
      startsAt: startsAt.replace('Z', '+00:00'),
    });
    expect(res.statusCode).toBe(201);
    const c = res.json<{ campaign: OpsCampaign }>().campaign;
    campaignId = c.id;
    expect(c).toMatchObject({
      name: 'Desk Booster',
      requirement: 2,
      durationDays: BBR_DEFAULT_CAMPAIGN.durationDays,
      type: 'solo',
      newbieOnly: false,
      reward: 120.5,
      perks: ['Free upgrade', 'Priority'],
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + 7 * DAY).toISOString(),
      status: 'active',
      participants: 0,
      qualified: 0,
    });
    const stored = await db()
      .selectFrom('bbr_campaigns')
      .select(['reward_fils', 'newbie_only'])
      .where('id', '=', c.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ reward_fils: 120_50, newbie_only: 0 });
    const audit = (await listAudit(db(), { targetId: c.id })).rows;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'campaign.create',
      actorKind: 'operator',
      actorId: finance.id,
      actorRole: 'finance',
      targetType: 'campaign',
    });
    expect(audit[0]?.fields).toEqual(expect.arrayContaining(['name', 'reward_fils', 'starts_at']));
  });

  it('refuses a second campaign while one runs, as the CLI does', async () => {
    const res = await post(OPS_CAMPAIGNS_API.campaigns, {});
    expect(res.statusCode).toBe(409);
    await expect(cli('create')).rejects.toThrow(/still running/);
    expect(await campaignCount()).toBe(1);
  });

  it('shows the live leaderboard with the member leaderboard’s figures and order', async () => {
    for (const [rider, at] of [
      [newbie, 1.5],
      [newbie, 1.2],
      [top, 1],
    ] as const)
      await recordRide(db(), {
        riderId: rider,
        driverId: driver,
        fareFils: 30_00,
        completedAt: ago(at),
      });
    const res = await get(`${OPS_CAMPAIGNS_API.leaderboard(campaignId)}?limit=10`);
    expect(res.statusCode).toBe(200);
    const board = res.json<{ leaderboard: OpsLeaderboard }>().leaderboard;
    const member = await leaderboardFor(db(), top, 1, 10);
    expect(board.rows.map((r) => [r.rank, r.name, r.role, r.rides, r.status])).toEqual(
      member.leaderboard.map((r) => [r.rank, r.name, r.role, r.rides, r.status]),
    );
    expect(board.rows.map((r) => [r.memberId, r.rides, r.soloRides, r.status])).toEqual([
      [driver, 3, 3, 'Achieved'],
      [newbie, 2, 2, 'Achieved'],
      [top, 1, 1, 'Locked'],
    ]);
    expect(board.pagination).toEqual({ page: 1, limit: 10, total: 3, hasMore: false });
    expect(board.campaign).toMatchObject({ participants: 3, qualified: 2 });
    const list = (await get(OPS_CAMPAIGNS_API.campaigns)).json<{ campaigns: OpsCampaign[] }>();
    expect(list.campaigns[0]).toMatchObject({ id: campaignId, participants: 3, qualified: 2 });
    expect((await get(OPS_CAMPAIGNS_API.leaderboard('a'.repeat(24)))).statusCode).toBe(404);
  });

  it('closes it once: pays each qualified member, records the wins, audits both calls', async () => {
    const res = await post(OPS_CAMPAIGNS_API.close(campaignId));
    expect(res.statusCode).toBe(200);
    const closed = res.json<OpsCampaignClosed>();
    expect(closed).toMatchObject({ alreadyClosed: false, paid: 2, qualified: 2 });
    expect(closed.campaign).toMatchObject({ status: 'closed', participants: 3, qualified: 2 });
    const credits = await db()
      .selectFrom('ledger')
      .select(['member_id', 'amount_fils'])
      .where('programme', '=', 'bbr')
      .orderBy('member_id')
      .execute();
    expect(credits).toEqual(
      [driver, newbie].sort().map((m) => ({ member_id: m, amount_fils: 120_50 })),
    );
    const again = (await post(OPS_CAMPAIGNS_API.close(campaignId))).json<OpsCampaignClosed>();
    expect(again).toMatchObject({ alreadyClosed: true, paid: 0 });
    const audit = (await listAudit(db(), { targetId: campaignId, action: 'campaign.close' })).rows;
    expect(audit.map((a) => a.fields)).toEqual([[], ['closed_at', 'status']]);
    expect(audit.every((a) => a.actorId === finance.id)).toBe(true);
    // The closed campaign's board still reads (the wins as they stood).
    const board = (await get(OPS_CAMPAIGNS_API.leaderboard(campaignId))).json<{
      leaderboard: OpsLeaderboard;
    }>().leaderboard;
    expect(board.rows).toHaveLength(3);
  });

  it('the CLI’s create and close write the same audit rows, as cli:<user>', async () => {
    const [opened] = await cli('create', '--name', 'Shell Booster', '--rides', '5', '--all-rides');
    const id = /campaign ([0-9a-f]{24})/.exec(opened ?? '')?.[1] ?? '';
    expect(id).not.toBe('');
    await cli('close', id);
    const rows = (await listAudit(db(), { targetId: id })).rows;
    expect(rows.map((r) => [r.action, r.actorKind])).toEqual([
      ['campaign.close', 'cli'],
      ['campaign.create', 'cli'],
    ]);
    expect(rows.every((r) => r.actorId?.startsWith('cli:'))).toBe(true);
    expect((await post(OPS_CAMPAIGNS_API.close('b'.repeat(24)))).statusCode).toBe(404);
  });
});

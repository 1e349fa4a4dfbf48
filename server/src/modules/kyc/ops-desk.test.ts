/**
 * The KYC desk (DECISIONS 48, 49): compliance reads the queue oldest first, a submission with its
 * check digit, profile comparison and earlier submissions, views each image (never cached, one
 * audit row per view) and decides; the member reads the reason; the withdrawals desk flags a
 * holder who is not the verified person.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycStatusResponse } from '../../../../contract/kyc';
import type { OpsKycQueueItem, OpsKycSubmission } from '../../../../contract/ops-kyc';
import { OPS_API, type Dashboard, type OpsWithdrawal } from '../../../../contract/ops';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { makeOperator, opsCookieFor } from '../../../test/operators';
import { listAudit } from '../audit/service';
import { credit } from '../wallet/ledger';
import { emiratesIdForm, postKyc } from './test-support';

describe.each(DB_FLAVOURS)('the KYC desk (%s)', (flavour) => {
  let t: TestApp;
  let member: string;
  let token: string;
  let compliance: { id: string; cookie: string };
  let finance: string;

  const get = (url: string, cookie = compliance.cookie) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
  const post = (url: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      headers: { cookie: compliance.cookie },
      payload,
    });
  const submit = async () => {
    const res = await postKyc(t, token, await emiratesIdForm());
    expect(res.statusCode).toBe(201);
    const queue = (await get(OPS_API.kyc)).json<{ submissions: OpsKycQueueItem[] }>();
    const mine = queue.submissions.filter((s) => s.memberId === member);
    expect(mine).toHaveLength(1);
    return mine[0]?.id ?? '';
  };
  const audit = async (id: string, action: string) =>
    (await listAudit(t.app.ctx.db, { targetId: id })).rows.filter((r) => r.action === action);

  beforeAll(async () => {
    t = await createTestApp(flavour, {
      WITHDRAWAL_DAILY_MAX_AED: '100000',
      WITHDRAWAL_MONTHLY_MAX_AED: '100000',
    });
    member = await addMember(t.app.ctx.db, { firstName: 'Sami', lastName: 'Haddad' });
    token = await tokenFor(t.app, member);
    const c = await makeOperator(t.app, ['compliance'], 'Cora Compliance');
    compliance = { id: c.id, cookie: await opsCookieFor(t.app, c.id) };
    finance = await opsCookieFor(t.app, (await makeOperator(t.app, ['finance'])).id);
  });
  afterAll(() => t.close());

  it('lists waiting submissions oldest first and counts them on the dashboard', async () => {
    const other = await addMember(t.app.ctx.db);
    const early = await postKyc(t, await tokenFor(t.app, other), await emiratesIdForm());
    expect(early.statusCode).toBe(201);
    const first = await submit();
    const queue = (await get(OPS_API.kyc)).json<{ submissions: OpsKycQueueItem[] }>().submissions;
    const order = queue.map((s) => s.submittedAt);
    expect(order).toEqual([...order].sort());
    expect(queue.at(-1)?.id).toBe(first);
    const board = (await get(OPS_API.dashboard)).json<{ dashboard: Dashboard }>().dashboard;
    expect(board.kycPending.count).toBe(queue.length);
    expect(board.kycPending.oldestAt).toBe(queue[0]?.submittedAt);
  });

  it('shows a submission with its check digit and profile comparison, audited as a read', async () => {
    const [pending] = (await get(`${OPS_API.kyc}?status=pending`))
      .json<{ submissions: OpsKycQueueItem[] }>()
      .submissions.filter((s) => s.memberId === member);
    const id = pending?.id ?? '';
    const res = await get(OPS_API.kycSubmission(id));
    expect(res.statusCode).toBe(200);
    const s = res.json<{ submission: OpsKycSubmission }>().submission;
    expect(s.document).toMatchObject({
      type: 'emirates_id',
      fullName: 'Sami Haddad',
      numberCheck: 'valid',
      dateOfBirth: '1990-05-01',
    });
    expect(s.profile).toMatchObject({ name: 'Sami Haddad', nameMatches: true });
    expect(s.images.map((i) => i.kind).sort()).toEqual(['id_back', 'id_front', 'selfie']);
    const reads = await audit(id, 'kyc.read');
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ actorId: compliance.id, actorRole: 'compliance' });
  });

  it('serves each image uncached through /api/ops only, one audit row per view', async () => {
    const [pending] = (await get(OPS_API.kyc))
      .json<{ submissions: OpsKycQueueItem[] }>()
      .submissions.filter((s) => s.memberId === member);
    const id = pending?.id ?? '';
    for (let i = 0; i < 2; i += 1) {
      const img = await get(OPS_API.kycImage(id, 'id_front'));
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/jpeg');
      expect(img.headers['cache-control']).toBe('no-store');
      expect(img.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    const views = await audit(id, 'kyc.image.read');
    expect(views).toHaveLength(2);
    expect(views.every((v) => v.fields.join() === 'id_front' && v.memberId === member)).toBe(true);
    expect((await get(OPS_API.kycImage(id, 'passport'))).statusCode).toBe(404);
    expect((await get(OPS_API.kycImage(id, 'id_front'), finance)).statusCode).toBe(403);
  });

  it('rejects with a reason the member reads; the next submission lists it as earlier', async () => {
    const [pending] = (await get(OPS_API.kyc))
      .json<{ submissions: OpsKycQueueItem[] }>()
      .submissions.filter((s) => s.memberId === member);
    const id = pending?.id ?? '';
    expect((await post(OPS_API.kycReject(id), { reason: '' })).statusCode).toBe(400);
    const res = await post(OPS_API.kycReject(id), { reason: 'The photo of the card is blurred.' });
    expect(res.statusCode).toBe(200);
    const rows = await audit(id, 'kyc.reject');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.fields).toEqual(expect.arrayContaining(['kyc_status', 'reason']));
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/kyc',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(JSON.stringify(mine.json<KycStatusResponse>().kyc)).toContain(
      'The photo of the card is blurred.',
    );
    const again = await submit();
    const s = (await get(OPS_API.kycSubmission(again))).json<{ submission: OpsKycSubmission }>()
      .submission;
    expect(s.earlier).toEqual([
      expect.objectContaining({
        id,
        status: 'rejected',
        reason: 'The photo of the card is blurred.',
      }),
    ]);
  });

  it('approves once, audited; a second decision is refused', async () => {
    const [pending] = (await get(OPS_API.kyc))
      .json<{ submissions: OpsKycQueueItem[] }>()
      .submissions.filter((s) => s.memberId === member);
    const id = pending?.id ?? '';
    const res = await post(OPS_API.kycApprove(id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'approved' });
    expect(await audit(id, 'kyc.approve')).toEqual([
      expect.objectContaining({
        actorId: compliance.id,
        actorRole: 'compliance',
        memberId: member,
      }),
    ]);
    expect((await post(OPS_API.kycApprove(id))).statusCode).toBe(409);
    const approved = (await get(`${OPS_API.kyc}?status=approved`)).json<{
      submissions: OpsKycQueueItem[];
    }>().submissions;
    expect(approved.map((s) => s.id)).toContain(id);
  });

  it('flags a withdrawal whose account holder is not the verified name', async () => {
    await t.app.ctx.db.transaction().execute((trx) =>
      credit(trx, {
        memberId: member,
        programme: 'crr',
        amountFils: 1_000_00,
        sourceKey: `crr:${member}:kyc-desk`,
        description: 'CRR bonus',
      }),
    );
    const ask = async (accountHolder: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/wallet/withdrawals',
        headers: { authorization: `Bearer ${token}` },
        payload: { amount: 100, method: 'bank', accountHolder, iban: 'AE070331234567890123456' },
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ withdrawal: { id: string } }>().withdrawal.id;
    };
    const holderCheckOf = async (id: string) =>
      (await get(`${OPS_API.withdrawals}?status=pending`, finance))
        .json<{ withdrawals: OpsWithdrawal[] }>()
        .withdrawals.find((w) => w.id === id)?.holderCheck;
    const same = await ask('HADDAD, Sami');
    expect(await holderCheckOf(same)).toBe('match');
    // One open request at a time: clear this one before the next.
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api${OPS_API.withdrawalReject(same)}`,
      headers: { cookie: finance },
      payload: { reason: 'Testing the holder flag' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await holderCheckOf(await ask('Omar Khalil'))).toBe('mismatch');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OPERATOR_ROLES,
  OPS_API,
  rolesAllow,
  type OperatorRole,
  type Permission,
} from '../../../../contract/ops';
import { OPS_CAMPAIGNS_API } from '../../../../contract/ops-campaigns';
import { OPS_LEDGER_API } from '../../../../contract/ops-ledger';
import { OPS_MEMBERS_API } from '../../../../contract/ops-members';
import { OPS_REPORTS_API } from '../../../../contract/ops-reports';
import { RIDES_OPS_API } from '../../../../contract/ops-rides';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { makeOperator, opsCookieFor } from '../../../test/operators';

interface Route {
  method: 'GET' | 'POST';
  url: string;
  permission: Permission | null;
  /** A string is sent as a CSV file. */
  payload?: object | string;
}

const NO_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/** Every signed-in `/api/ops` route, with the permission the role matrix gives it. */
const ROUTES: Route[] = [
  { method: 'GET', url: OPS_API.me, permission: null },
  { method: 'GET', url: OPS_API.dashboard, permission: 'queues.read' },
  { method: 'GET', url: `${OPS_API.withdrawals}?status=pending`, permission: 'withdrawals.read' },
  { method: 'POST', url: OPS_API.withdrawalApprove(NO_ID), permission: 'withdrawals.decide' },
  {
    method: 'POST',
    url: OPS_API.withdrawalReject(NO_ID),
    permission: 'withdrawals.decide',
    payload: { reason: 'No reason' },
  },
  {
    method: 'POST',
    url: OPS_API.withdrawalPaid(NO_ID),
    permission: 'withdrawals.pay',
    payload: { transferReference: 'FT-0' },
  },
  {
    method: 'POST',
    url: OPS_API.withdrawalsPaidBatch,
    permission: 'withdrawals.pay',
    payload: { csv: 'WD-20260101-AAAAAA,FT-1' },
  },
  { method: 'GET', url: OPS_API.withdrawalsExport, permission: 'withdrawals.export' },
  { method: 'GET', url: `${OPS_API.kyc}?status=pending`, permission: 'kyc.read' },
  { method: 'GET', url: OPS_API.kycSubmission(NO_ID), permission: 'kyc.read' },
  { method: 'GET', url: OPS_API.kycImage(NO_ID, 'id_front'), permission: 'kyc.read' },
  { method: 'POST', url: OPS_API.kycApprove(NO_ID), permission: 'kyc.decide', payload: {} },
  {
    method: 'POST',
    url: OPS_API.kycReject(NO_ID),
    permission: 'kyc.decide',
    payload: { reason: 'Blurred photo' },
  },
  { method: 'GET', url: OPS_CAMPAIGNS_API.campaigns, permission: 'campaigns.read' },
  { method: 'GET', url: OPS_CAMPAIGNS_API.leaderboard(NO_ID), permission: 'campaigns.read' },
  {
    method: 'POST',
    url: OPS_CAMPAIGNS_API.campaigns,
    permission: 'campaigns.manage',
    payload: { requirement: 0 },
  },
  { method: 'POST', url: OPS_CAMPAIGNS_API.close(NO_ID), permission: 'campaigns.manage' },
  {
    method: 'GET',
    url: `${OPS_CAMPAIGNS_API.countryRequests}?status=pending`,
    permission: 'country.read',
  },
  {
    method: 'POST',
    url: OPS_CAMPAIGNS_API.countryApprove(NO_ID),
    permission: 'country.decide',
    payload: {},
  },
  {
    method: 'POST',
    url: OPS_CAMPAIGNS_API.countryReject(NO_ID),
    permission: 'country.decide',
    payload: { note: 'No' },
  },
  { method: 'GET', url: OPS_API.audit, permission: 'audit.read' },
  { method: 'GET', url: OPS_API.auditCsv, permission: 'audit.read' },
  { method: 'GET', url: OPS_LEDGER_API.proposals, permission: 'ledger.post' },
  {
    method: 'POST',
    url: OPS_LEDGER_API.proposals,
    permission: 'ledger.post',
    payload: {
      kind: 'adjustment',
      member: 'nobody_here',
      amount: 10,
      direction: 'credit',
      reason: 'Goodwill',
      reference: 'T-1',
    },
  },
  { method: 'POST', url: OPS_LEDGER_API.approve(NO_ID), permission: 'ledger.post', payload: {} },
  {
    method: 'POST',
    url: OPS_LEDGER_API.reject(NO_ID),
    permission: 'ledger.post',
    payload: { note: 'Not needed' },
  },
  // The members desk (issue 30).
  { method: 'GET', url: `${OPS_MEMBERS_API.search}?q=someone`, permission: 'members.read' },
  { method: 'GET', url: OPS_MEMBERS_API.member(NO_ID), permission: 'members.read' },
  { method: 'GET', url: `${OPS_MEMBERS_API.downline(NO_ID)}?depth=1`, permission: 'members.read' },
  { method: 'GET', url: OPS_MEMBERS_API.statement(NO_ID), permission: 'members.read' },
  { method: 'GET', url: OPS_MEMBERS_API.statementCsv(NO_ID), permission: 'members.read' },
  {
    method: 'POST',
    url: OPS_MEMBERS_API.notes(NO_ID),
    permission: 'members.note',
    payload: { body: 'A note' },
  },
  {
    method: 'POST',
    url: OPS_MEMBERS_API.lock(NO_ID),
    permission: 'members.lock',
    payload: { reason: 'A reason' },
  },
  {
    method: 'POST',
    url: OPS_MEMBERS_API.unlock(NO_ID),
    permission: 'members.lock',
    payload: { reason: 'A reason' },
  },
  { method: 'POST', url: OPS_MEMBERS_API.revokeSessions(NO_ID), permission: 'members.sessions' },
  {
    method: 'GET',
    url: `${OPS_REPORTS_API.report}?from=2026-10-01&to=2026-10-31`,
    permission: 'reports.read',
  },
  {
    method: 'GET',
    url: `${OPS_REPORTS_API.csv}?from=2026-10-01&to=2026-10-31`,
    permission: 'reports.read',
  },
  { method: 'GET', url: RIDES_OPS_API.imports, permission: 'rides.import' },
  {
    method: 'POST',
    url: RIDES_OPS_API.imports,
    permission: 'rides.import',
    payload: 'ride_id,rider,driver,fare_aed,completed_at\n',
  },
  { method: 'GET', url: RIDES_OPS_API.job(NO_ID), permission: 'rides.import' },
  { method: 'GET', url: RIDES_OPS_API.rows(NO_ID), permission: 'rides.import' },
  { method: 'POST', url: RIDES_OPS_API.start(NO_ID), permission: 'rides.import' },
  { method: 'POST', url: OPS_API.logout, permission: null },
];

describe.each(DB_FLAVOURS)('the role x route matrix of /api/ops (%s)', (flavour) => {
  let t: TestApp;
  const ops = new Map<OperatorRole, string>();
  let bearer = '';

  beforeAll(async () => {
    t = await createTestApp(flavour);
    for (const role of OPERATOR_ROLES) ops.set(role, (await makeOperator(t.app, [role])).id);
    bearer = `Bearer ${await tokenFor(t.app, await addMember(t.app.ctx.db))}`;
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (r: Route, headers: Record<string, string>) =>
    t.app.inject({
      method: r.method,
      url: `/api${r.url}`,
      headers: typeof r.payload === 'string' ? { ...headers, 'content-type': 'text/csv' } : headers,
      ...(r.payload ? { payload: r.payload } : {}),
    });

  it.each(OPERATOR_ROLES)(
    '%s: allowed where the matrix says, 403 elsewhere, never a 500',
    async (role) => {
      const seen: string[] = [];
      for (const r of ROUTES) {
        const cookie = await opsCookieFor(t.app, ops.get(role) ?? '');
        const res = await call(r, { cookie });
        const allowed = r.permission === null || rolesAllow([role], r.permission);
        seen.push(`${r.method} ${r.url} ${allowed ? 'allowed' : 'refused'}`);
        expect(res.statusCode, `${role} ${r.method} ${r.url}`).toBeLessThan(500);
        if (allowed) expect([401, 403], `${role} ${r.url}`).not.toContain(res.statusCode);
        else expect(res.statusCode, `${role} ${r.url}`).toBe(403);
      }
      expect(seen).toHaveLength(ROUTES.length);
    },
  );

  it('admin holds every role; support is refused every finance action', () => {
    for (const r of ROUTES)
      if (r.permission) expect(rolesAllow(['admin'], r.permission)).toBe(true);
    expect(
      ROUTES.filter(
        (r) => r.permission?.startsWith('withdrawals.') && r.permission !== 'withdrawals.read',
      ).every((r) => r.permission && !rolesAllow(['support'], r.permission)),
    ).toBe(true);
  });

  it('the KYC desk is for compliance and admin only', () => {
    const kyc = ROUTES.filter((r) => r.permission?.startsWith('kyc.'));
    expect(kyc).toHaveLength(5);
    for (const r of kyc) {
      if (!r.permission) continue;
      expect(OPERATOR_ROLES.filter((role) => rolesAllow([role], r.permission!))).toEqual([
        'compliance',
        'admin',
      ]);
    }
  });

  it('campaigns are managed by finance, country requests decided by compliance (and admin)', () => {
    const holders = (p: Permission) => OPERATOR_ROLES.filter((role) => rolesAllow([role], p));
    const of = (p: Permission) => ROUTES.filter((r) => r.permission === p);
    expect(of('campaigns.manage')).toHaveLength(2);
    expect(holders('campaigns.manage')).toEqual(['finance', 'admin']);
    expect(of('country.decide')).toHaveLength(2);
    expect(holders('country.decide')).toEqual(['compliance', 'admin']);
    expect(holders('campaigns.read')).toEqual(OPERATOR_ROLES);
    expect(holders('country.read')).toEqual(OPERATOR_ROLES);
  });

  it('the ledger desk (adjustments, payouts, rides by hand) is for finance and admin only', () => {
    const ledger = ROUTES.filter((r) => r.permission === 'ledger.post');
    expect(ledger).toHaveLength(4);
    expect(OPERATOR_ROLES.filter((role) => rolesAllow([role], 'ledger.post'))).toEqual([
      'finance',
      'admin',
    ]);
  });

  it.each(ROUTES.map((r) => [r.method, r.url, r] as const))(
    '%s %s answers a member token 401',
    async (_m, _u, r) => {
      const res = await call(r, { authorization: bearer });
      expect(res.statusCode).toBe(401);
    },
  );
});

describe('no CORS on /api/ops, even with CORS_ORIGINS', () => {
  let t: TestApp;
  const origin = 'https://partner.example';
  beforeAll(async () => {
    t = await createTestApp('sqlite', { CORS_ORIGINS: origin });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the listed origin on the member API (so this test can tell)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
    expect(res.headers['access-control-allow-origin']).toBe(origin);
  });

  it.each([OPS_API.login, OPS_API.me, OPS_API.withdrawals, '/OPS/me', '//ops/me'])(
    '%s: no preflight and no CORS headers',
    async (path) => {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: `/api${path}`,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      const get = await t.app.inject({ method: 'GET', url: `/api${path}`, headers: { origin } });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
    },
  );
});

/**
 * The company's existing app against our server (API-CONTRACT sections 2-3, 10): its calls with
 * its exact bodies, each with a field we do not know, and the fields it reads from the answers.
 * Unknown fields are accepted and never applied (DECISIONS 40).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/validation';
import { avatarPhoto } from '../../src/demo/avatars';
import { storePhoto } from '../../src/modules/photos/service';
import {
  forgotAndCode,
  GENEROUS_LIMITS,
  get,
  post,
  signupBody,
} from '../../src/modules/accounts/test-support';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../harness';

interface Dashboard {
  summary: { totalEarnings: Record<'ddr' | 'crr' | 'bbr' | 'hlr' | 'countryAmbassador', unknown> };
  wallet: { totalEarned: unknown; currentBalance: unknown };
  user: { joinedAt: unknown };
  ddr: { earnings: Record<'total' | 'level1' | 'level2' | 'level3' | 'level4', unknown> };
  crr: {
    earnings: { totalEarnings: unknown; currentRank: unknown };
    qualificationPoints: { pgp: { monthly: unknown }; tgp: { monthly: unknown } };
  };
}

// Fields a newer app might add; none of them may change what the server does.
const EXTRA = { appVersion: '3.1.0', deviceId: 'a1b2', role: 'admin', kycLevel: 2 };

describe.each(DB_FLAVOURS)('existing client replay (%s)', (flavour) => {
  let t: TestApp;
  const body = signupBody();
  let token = '';
  let userId = '';

  beforeAll(async () => {
    t = await createTestApp(flavour, GENEROUS_LIMITS);
  });
  afterAll(() => t.close());

  it('send-otp with an extra field mails the code (Signup.jsx reads message)', async () => {
    const res = await post(t, '/email-verification/send-otp', { email: body.email, ...EXTRA });
    expect(res.statusCode, res.body).toBe(200);
    expect(typeof res.json<{ message: string }>().message).toBe('string');
  });

  it('signup with the app body and extra fields answers token and user; role is not applied', async () => {
    const otp = t.mailer.lastCode(body.email);
    const res = await post(t, '/user/signup', { ...body, otp, ...EXTRA });
    expect(res.statusCode, res.body).toBe(201);
    const json = res.json<{ token: string; message: string; user: Record<string, unknown> }>();
    expect(json.token.split('.')).toHaveLength(3);
    expect(json.message).toBe('Registration completed successfully');
    expect(json.user).toMatchObject({ username: body.username, role: 'customer', kycLevel: 0 });
    token = json.token;
  });

  it('login with all three identifier keys (unused as "") and an extra field', async () => {
    const res = await post(t, '/user/login', {
      email: '',
      phoneNumber: '',
      username: body.username,
      password: body.password,
      ...EXTRA,
    });
    expect(res.statusCode, res.body).toBe(200);
    const json = res.json<{ token: string; user: { _id: string; role: string } }>();
    expect(json.token).toBeTruthy();
    expect(json.user.role).toBe('customer');
    userId = json.user._id;
  });

  it('get-current-user answers both user and token', async () => {
    const res = await get(t, '/drivers/get-current-user', token);
    expect(res.statusCode).toBe(200);
    const json = res.json<{ user: Record<string, unknown>; token: string }>();
    expect(json.token).toBeTruthy();
    expect(json.user).toMatchObject({
      _id: userId,
      firstName: body.firstName,
      username: body.username,
    });
    expect(json.user).toHaveProperty('createdAt');
    expect(json.user).toHaveProperty('selfieImage');
  });

  it('forgot and reset (numeric resetOtp, extra fields) change the password', async () => {
    const { handle, code } = await forgotAndCode(t, body.email);
    expect(handle).toBeTruthy();
    const reset = await post(t, '/user/reset-password', {
      userId: handle,
      resetOtp: Number(code),
      password: 'Changed123',
      ...EXTRA,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json<{ message: string }>().message).toBeTruthy();
    const login = await post(t, '/user/login', { username: body.username, password: 'Changed123' });
    expect(login.statusCode).toBe(200);
    // A reset ends the other sessions; the app signs in again.
    token = login.json<{ token: string }>().token;
  });

  it('still answers 400 with our message for a wrong type or a bad value beside unknown fields', async () => {
    const typed = await post(t, '/user/login', { username: 42, password: 'x', ...EXTRA });
    expect(typed.statusCode).toBe(400);
    const bad = await post(t, '/email-verification/send-otp', { email: 'nope', ...EXTRA });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe(MESSAGES.emailInvalid);
    const nested = await post(t, '/user/login', { username: body.username, password: { a: 1 } });
    expect(nested.statusCode).toBe(400);
  });

  it('referral-link and by-username answer the fields the app reads', async () => {
    const link = await get(t, '/user/referral-link', token);
    expect(link.json<{ referralLink: string }>().referralLink).toContain(body.username);
    const who = await get(t, `/user/by-username?username=${body.username}`);
    expect(who.json<{ user: unknown }>().user).toEqual({
      firstName: body.firstName,
      lastName: body.lastName,
    });
  });

  it('tree without level: TreeView reads referralTree.members/counts/user and data.user', async () => {
    const res = await get(t, `/user/referral-tree?userId=${userId}`, token);
    expect(res.statusCode).toBe(200);
    const json = res.json<{
      user: Record<string, unknown>;
      referralTree: { user: Record<string, unknown>; members: object; counts: object };
    }>();
    expect(json.user).toHaveProperty('selfieImage');
    expect(json.user).toEqual(json.referralTree.user);
    expect(json.referralTree.members).toEqual({ level1: [] });
    expect(json.referralTree.counts).toMatchObject({ totalReferrals: 0 });
  });

  it('member dashboard answers the numbers MLMTree, DDR and CRR pages read', async () => {
    const res = await get(t, `/mlm/user-dashboard/${userId}`, token);
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Dashboard }>();
    for (const k of ['ddr', 'crr', 'bbr', 'hlr', 'countryAmbassador'] as const)
      expect(typeof data.summary.totalEarnings[k]).toBe('number');
    expect(typeof data.wallet.totalEarned).toBe('number');
    expect(typeof data.wallet.currentBalance).toBe('number');
    expect(data.user).toMatchObject({ username: body.username, firstName: body.firstName });
    expect(data.user).toHaveProperty('sponsorId');
    expect(typeof data.user.joinedAt).toBe('string');
    for (const k of ['total', 'level1', 'level2', 'level3', 'level4'] as const)
      expect(typeof data.ddr.earnings[k]).toBe('number');
    expect(typeof data.crr.earnings.totalEarnings).toBe('number');
    expect(typeof data.crr.earnings.currentRank).toBe('string');
    expect(typeof data.crr.qualificationPoints.pgp.monthly).toBe('number');
    expect(typeof data.crr.qualificationPoints.tgp.monthly).toBe('number');
  });

  it('CRR leaderboard rows carry the rank name in rank and the place in position', async () => {
    const res = await get(t, '/mlm/crr/leaderboard?limit=10', token);
    expect(res.statusCode).toBe(200);
    const board = res.json<{
      data: { leaderboard: { title: string; tip: string; topEarners: unknown[] } };
    }>().data.leaderboard;
    expect(board.title).toContain('CRR Leaderboard');
    expect(Array.isArray(board.topEarners)).toBe(true);
  });

  it('serves doubled-slash paths as the single-slash path', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api//user/login',
      payload: { username: body.username, password: 'Changed123' },
    });
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api//drivers//get-current-user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    // The app builds `SERVER_BASE_URL + "/" + selfieImage`, giving `//uploads/...`.
    const photo = await storePhoto(t.app.ctx.db, null, avatarPhoto('Layla', 'Haddad', 0));
    const single = await t.app.inject({ method: 'GET', url: `/${photo}` });
    const double = await t.app.inject({ method: 'GET', url: `//${photo}` });
    expect(single.statusCode).toBe(200);
    expect(double.statusCode).toBe(200);
    expect(double.body).toBe(single.body);
    const missing = await t.app.inject({
      method: 'GET',
      url: '//uploads/' + 'a'.repeat(32) + '.jpg',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('Not found');
  });
});

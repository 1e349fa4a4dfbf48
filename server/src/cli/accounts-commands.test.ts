import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../test/harness';
import { seedMembers } from '../demo/members';
import { GENEROUS_LIMITS, get, post } from '../modules/accounts/test-support';
import { accountCommands } from './accounts-commands';

const PNG = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

// The demo members are the cast: james_m to approve, olivia_r to reject, priya_n to sign out.
describe.each(DB_FLAVOURS)('kyc and revoke-sessions commands (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour, GENEROUS_LIMITS);
    await seedMembers(t.app.ctx);
  });
  afterAll(() => t.close());

  it('kyc approve stores a checked photo under an unguessable name and can make a driver', async () => {
    const kyc = accountCommands.find((c) => c.name === 'kyc')!;
    const dir = mkdtempSync(path.join(tmpdir(), 'rihla-kyc-'));
    const photo = path.join(dir, 'me.png');
    writeFileSync(photo, await PNG());
    const lines: string[] = [];
    await kyc.run(t.app.ctx, ['approve', 'james_m', '--selfie', photo, '--driver'], (l) =>
      lines.push(l),
    );
    const row = await t.app.ctx.db
      .selectFrom('members')
      .selectAll()
      .where('username', '=', 'james_m')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kyc_status: 'approved', kyc_level: 2, role: 'driver' });
    // Re-encoded and kept in the database like a photo the member uploads (DECISIONS 37).
    expect(row.selfie_image).toMatch(/^uploads\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: `/${row.selfie_image!}` });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 40,
      height: 30,
    });
    expect(lines.join('\n')).toContain('KYC approved');

    await kyc.run(t.app.ctx, ['reject', 'olivia_r'], () => undefined);
    const rejected = await t.app.ctx.db
      .selectFrom('members')
      .select('kyc_status')
      .where('username', '=', 'olivia_r')
      .executeTakeFirstOrThrow();
    expect(rejected.kyc_status).toBe('rejected');

    const fake = path.join(dir, 'fake.png');
    writeFileSync(fake, '<svg onload="alert(1)"></svg>');
    await expect(
      kyc.run(t.app.ctx, ['approve', 'james_m', '--selfie', fake], () => undefined),
    ).rejects.toThrow(/JPEG, PNG or WebP/);
    await expect(kyc.run(t.app.ctx, ['approve', 'nobody_zz'], () => undefined)).rejects.toThrow(
      /No member/,
    );
    await expect(kyc.run(t.app.ctx, ['bless', 'demo'], () => undefined)).rejects.toThrow(
      /approve, reject or pending/,
    );
  });

  it('revoke-sessions signs a member out everywhere', async () => {
    const login = await post(t, '/user/login', {
      email: '',
      phoneNumber: '',
      username: 'priya_n',
      password: 'DemoPass1',
    });
    const priya = login.json<{ token: string }>().token;
    const revoke = accountCommands.find((c) => c.name === 'revoke-sessions')!;
    await revoke.run(t.app.ctx, ['priya_n'], () => undefined);
    expect((await get(t, '/drivers/get-current-user', priya)).statusCode).toBe(401);
  });
});

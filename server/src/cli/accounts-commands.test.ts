import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../test/harness';
import { seedMembers } from '../demo/members';
import { GENEROUS_LIMITS, get, post } from '../modules/accounts/test-support';
import { accountCommands } from './accounts-commands';

// priya_n, a demo member, is signed out.
describe.each(DB_FLAVOURS)('revoke-sessions command (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour, GENEROUS_LIMITS);
    await seedMembers(t.app.ctx);
  });
  afterAll(() => t.close());

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

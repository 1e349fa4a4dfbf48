import { it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { seedMembers } from '../../db/seed/members';
import { seedRides } from '../../db/seed/rides';
import { seedProgrammes } from '../../db/seed/programmes';
import { tokenFor } from '../../../test/fixtures';

it('times the full demo', async () => {
  for (const flavour of (process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']) as (
    'sqlite' | 'postgres'
  )[]) {
    const t = await createTestApp(flavour);
    let s = Date.now();
    await seedMembers(t.app.ctx);
    const a = Date.now() - s;
    s = Date.now();
    await seedRides(t.app.ctx);
    const b = Date.now() - s;
    s = Date.now();
    await seedProgrammes(t.app.ctx);
    const c = Date.now() - s;
    console.log(flavour, 'members', a, 'rides', b, 'programmes', c);
    const demo = await t.app.ctx.db
      .selectFrom('members')
      .select(['id', 'country', 'crr_rank', 'kyc_status'])
      .where('username_lower', '=', 'demo')
      .executeTakeFirstOrThrow();
    const token = await tokenFor(t.app, demo.id);
    for (const url of [
      `/api/mlm/bbr/current-campaign/${demo.id}`,
      '/api/mlm/bbr/leaderboard',
      `/api/mlm/bbr/past-wins/${demo.id}`,
      `/api/mlm/hlr/progress/${demo.id}`,
      '/api/mlm/hlr/leaderboard',
      `/api/mlm/regional/progress/${demo.id}`,
      '/api/mlm/regional/leaderboard',
      '/api/mlm/regional/global-ambassadors',
    ]) {
      const r = await t.app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      console.log(url.replace(demo.id, 'ID'), r.statusCode, r.body.slice(0, 900));
    }
    await t.close();
  }
}, 120000);

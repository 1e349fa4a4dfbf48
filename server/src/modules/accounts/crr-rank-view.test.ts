/** DECISIONS 34: the user object carries the member's CRR rank by its contract name (the profile badge). */
import type { CurrentUserResponse } from '../../../../contract/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, tokenFor } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';

describe.each(DB_FLAVOURS)('the CRR rank in the user object (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour);
  });
  afterAll(() => t.close());

  const rankOf = async (stored: string) => {
    const id = await addMember(t.app.ctx.db);
    await t.app.ctx.db
      .updateTable('members')
      .set({ crr_rank: stored })
      .where('id', '=', id)
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/drivers/get-current-user',
      headers: { authorization: `Bearer ${await tokenFor(t.app, id)}` },
    });
    expect(res.statusCode).toBe(200);
    return res.json<CurrentUserResponse>().user.crrRank.current;
  };

  it.each([
    ['Champion', 'Champion'],
    ['CHAMPION', 'Champion'],
    ['boss', 'Boss'],
    ['', 'None'],
    ['Emperor', 'None'],
  ])('sends a rank stored as %o as %o', async (stored, sent) => {
    expect(await rankOf(stored)).toBe(sent);
  });
});

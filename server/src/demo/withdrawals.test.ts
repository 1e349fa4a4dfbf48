import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../test/harness';
import { credit } from '../modules/wallet/ledger';
import { totalsRow, walletFigures } from '../modules/wallet/reads';
import { recomputeWallet } from '../modules/wallet/recompute';
import { seedDemoWithdrawals } from './withdrawals';

describe.each(DB_FLAVOURS)('demo withdrawals (%s)', (flavour) => {
  let t: TestApp;
  let demo: string;
  beforeAll(async () => {
    t = await createTestApp(flavour);
    demo = await addMember(t.app.ctx.db, { username: 'demo', kycStatus: 'approved' });
    await t.app.ctx.db.transaction().execute((trx) =>
      credit(trx, {
        memberId: demo,
        programme: 'crr',
        amountFils: 5000_00,
        sourceKey: `crr:${demo}:challenger`,
        description: 'CRR Challenger rank bonus',
      }),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the demo member a paid and a cancelled request, once, leaving the form usable', async () => {
    await seedDemoWithdrawals(t.app.ctx);
    await seedDemoWithdrawals(t.app.ctx);
    const rows = await t.app.ctx.db
      .selectFrom('withdrawals')
      .select(['status', 'amount_fils', 'transfer_ref'])
      .where('member_id', '=', demo)
      .orderBy('created_at')
      .execute();
    expect(rows).toEqual([
      { status: 'paid', amount_fils: 1500_00, transfer_ref: 'DEMO-FT-0001' },
      { status: 'cancelled', amount_fils: 250_00, transfer_ref: null },
    ]);
    expect(walletFigures(await totalsRow(t.app.ctx.db, demo))).toMatchObject({
      balanceFils: 3500_00,
      paidOutFils: 1500_00,
      heldFils: 0,
    });
    expect((await recomputeWallet(t.app.ctx, () => undefined)).differences).toBe(0);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandFailed, UsageError } from '../../cli/types';
import { walletCommands } from '../../cli/wallet-commands';
import { addMember } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { credit } from './ledger';
import { ledgerOf, makeDriver, pointsOf } from './testing';

const command = (name: string) => {
  const c = walletCommands.find((x) => x.name === name);
  if (!c) throw new Error(`no command ${name}`);
  return c;
};

describe.each(DB_FLAVOURS)('wallet operator commands (%s)', (flavour) => {
  let t: TestApp;
  let ids: Record<string, string>;
  const run = async (name: string, args: string[]) => {
    const lines: string[] = [];
    await command(name).run(t.app.ctx, args, (l) => lines.push(l));
    return lines;
  };

  beforeAll(async () => {
    t = await createTestApp(flavour);
    const db = t.app.ctx.db;
    const top = await addMember(db, { username: 'cli_top' });
    const rider = await addMember(db, { username: 'cli_rider', sponsorId: top });
    const driver = await makeDriver(db);
    await db
      .updateTable('members')
      .set({ username: 'cli_driver', username_lower: 'cli_driver' })
      .where('id', '=', driver)
      .execute();
    ids = { top, rider, driver };
  });
  afterAll(async () => {
    await t.close();
  });

  it('record-ride records a ride and says what it credited; the same id again credits nothing', async () => {
    const args = [
      '--rider',
      'cli_rider',
      '--driver',
      'CLI_Driver',
      '--fare',
      '100',
      '--id',
      'cli-1',
      '--at',
      '2026-01-05T10:00:00Z',
    ];
    const out = await run('record-ride', args);
    expect(out[0]).toBe(
      'Recorded ride cli-1: cli_rider with driver CLI_Driver, fare AED 100.00 (rewards AED 15.00).',
    );
    expect(out[1]).toContain('DDR AED 2.10 to 1 upline(s)');
    expect(await run('record-ride', args)).toEqual([
      'Ride cli-1 was already recorded; nothing was credited again.',
    ]);
    expect(await ledgerOf(t.app.ctx.db, ids.top!)).toHaveLength(1);
  });

  it('record-ride refuses bad arguments with a clear usage message', async () => {
    await expect(
      run('record-ride', ['--rider', 'cli_rider', '--driver', 'cli_driver']),
    ).rejects.toThrow(new UsageError('--fare is required'));
    await expect(
      run('record-ride', ['--rider', 'cli_rider', '--driver', 'cli_driver', '--fare', '-5']),
    ).rejects.toThrow(UsageError);
    await expect(
      run('record-ride', ['--rider', 'ghost', '--driver', 'cli_driver', '--fare', '5']),
    ).rejects.toThrow("No member with username 'ghost'");
    await expect(
      run('record-ride', ['--rider', 'cli_rider', '--driver', 'cli_rider', '--fare', '5']),
    ).rejects.toThrow('Rider and driver must be different members');
    await expect(
      run('record-ride', [
        '--rider',
        'cli_rider',
        '--driver',
        'cli_driver',
        '--fare',
        '5',
        '--at',
        'yesterday',
      ]),
    ).rejects.toThrow('--at must be an ISO date');
  });

  it('import-rides loads the good rows and reports the bad ones by line number', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rides-csv-'));
    const file = path.join(dir, 'rides.csv');
    writeFileSync(
      file,
      [
        'ride_id,rider,driver,fare_aed,completed_at',
        'imp-1,cli_rider,cli_driver,40.50,2026-01-06T10:00:00Z',
        'imp-2,nobody,cli_driver,10,2026-01-06T11:00:00Z',
        'imp-3,cli_rider,cli_driver,ten,2026-01-06T11:00:00Z',
        '',
        'imp-4,"cli_rider",cli_driver,9.50,2026-01-07T09:00:00Z',
        'imp-5,cli_rider,cli_driver,12,not-a-date',
        'imp-1,cli_rider,cli_driver,40.50,2026-01-06T10:00:00Z',
      ].join('\n'),
    );
    const out = await run('import-rides', [file]);
    expect(out).toEqual([
      "line 3: unknown rider 'nobody'",
      "line 4: fare_aed 'ten' is not a positive AED amount",
      'line 7: Completion time must be an ISO date and time',
      `Imported ${file}: 6 rows, 2 rides recorded, 1 already recorded, 3 bad rows skipped.`,
    ]);
    // 100 + 40.50 + 9.50 AED of rides so far: PGP is half.
    expect(await pointsOf(t.app.ctx.db, ids.rider!)).toEqual({ pgp: 75, tgp: 0 });
    await expect(run('import-rides', [])).rejects.toThrow('Give the CSV file to import');
    await expect(run('import-rides', [path.join(dir, 'missing.csv')])).rejects.toThrow(
      'No such file',
    );
  });

  it('payout pays up to the balance, never more, and once per reference', async () => {
    // The top member earned 2.1% per ride, each rounded down to the fil: 2.10 + 0.84 + 0.19.
    expect(
      await run('payout', ['--member', 'cli_top', '--amount', '3', '--reference', 'PO-7']),
    ).toEqual(['Recorded payout PO-7 of AED 3.00 to cli_top; balance now AED 0.13.']);
    expect(
      await run('payout', ['--member', 'cli_top', '--amount', '3', '--reference', 'PO-7']),
    ).toEqual(['Payout PO-7 to cli_top was already recorded; nothing changed (balance AED 0.13).']);
    // The same reference for another amount or another member is a loud conflict (exit 1).
    const again = run('payout', ['--member', 'cli_top', '--amount', '2', '--reference', 'PO-7']);
    await expect(again).rejects.toThrow(
      'Payout PO-7 was recorded for AED 3.00, not AED 2.00; nothing changed',
    );
    await expect(again).rejects.toBeInstanceOf(CommandFailed);
    await expect(
      run('payout', ['--member', 'cli_rider', '--amount', '3', '--reference', 'PO-7']),
    ).rejects.toThrow(
      'Payout PO-7 was already recorded for cli_top (AED 3.00); use another reference',
    );
    await expect(run('payout', ['--member', 'cli_top', '--amount', '0.14'])).rejects.toThrow(
      'Payout of AED 0.14 exceeds the available balance of AED 0.13',
    );
    await expect(run('payout', ['--member', 'cli_top'])).rejects.toThrow('--amount is required');
  });

  it('recompute finds nothing on a consistent database, then reports and repairs tampered totals', async () => {
    const db = t.app.ctx.db;
    expect((await run('recompute', [])).at(-1)).toBe('recompute: everything matches');
    await db.updateTable('members').set({ pgp_total: 1 }).where('id', '=', ids.rider!).execute();
    await db
      .updateTable('member_totals')
      .set({ ddr_fils: 999 })
      .where('member_id', '=', ids.top!)
      .execute();
    const out = await run('recompute', []);
    expect(out).toContain('points: 1 difference(s) fixed');
    expect(out).toContain('wallet totals: 1 difference(s) fixed');
    expect(out.at(-1)).toBe('recompute: 2 difference(s) found and fixed');
    expect(await pointsOf(db, ids.rider!)).toEqual({ pgp: 75, tgp: 0 });
    expect((await run('recompute', [])).at(-1)).toBe('recompute: everything matches');
  });

  it('recompute names a member whose ledger balance is below zero and exits 1', async () => {
    const db = t.app.ctx.db;
    await db.transaction().execute((trx) =>
      credit(trx, {
        memberId: ids.driver!,
        programme: 'payout',
        amountFils: -5_00,
        sourceKey: `payout:${ids.driver!}:HAND-EDIT`,
        description: 'Payout HAND-EDIT',
      }),
    );
    const lines: string[] = [];
    const done = walletCommands
      .find((c) => c.name === 'recompute')
      ?.run(t.app.ctx, [], (l) => lines.push(l));
    await expect(done).rejects.toBeInstanceOf(CommandFailed);
    expect(lines).toContain(
      'error: cli_driver: the ledger balance is AED -5.00, below zero (totals left as they are)',
    );
  });
});

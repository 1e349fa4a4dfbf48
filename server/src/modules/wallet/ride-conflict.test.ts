import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandFailed } from '../../cli/types';
import { walletCommands } from '../../cli/wallet-commands';
import { addMember } from '../../../test/fixtures';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { ledgerOf, makeDriver, pointsOf } from './testing';

const command = (name: string) => walletCommands.find((x) => x.name === name)!;
const ride = (id: string, rider: string, driver: string, fare: string, at: string) => [
  '--id',
  id,
  '--rider',
  rider,
  '--driver',
  driver,
  '--fare',
  fare,
  '--at',
  at,
];
const AT = '2026-02-01T08:00:00.000Z';

describe.each(DB_FLAVOURS)('same ride id, different data (%s)', (flavour) => {
  let t: TestApp;
  let top = '';
  const run = async (name: string, args: string[]) => {
    const lines: string[] = [];
    await command(name).run(t.app.ctx, args, (l) => lines.push(l));
    return lines;
  };

  beforeAll(async () => {
    t = await createTestApp(flavour);
    const db = t.app.ctx.db;
    top = await addMember(db, { username: 'rc_top' });
    await addMember(db, { username: 'rc_rider', sponsorId: top });
    await addMember(db, { username: 'rc_other', sponsorId: top });
    const driver = await makeDriver(db);
    await db
      .updateTable('members')
      .set({ username: 'rc_driver', username_lower: 'rc_driver' })
      .where('id', '=', driver)
      .execute();
  });
  afterAll(() => t.close());

  it('record-ride: the same data again is a no-op; other data names the fields that differ', async () => {
    await run('record-ride', ride('rc-1', 'rc_rider', 'rc_driver', '50', AT));
    expect(await run('record-ride', ride('rc-1', 'rc_rider', 'rc_driver', '50.00', AT))).toEqual([
      'Ride rc-1 was already recorded; nothing was credited again.',
    ]);
    const other = run('record-ride', ride('rc-1', 'rc_other', 'rc_driver', '55', AT));
    await expect(other).rejects.toThrow(CommandFailed);
    await expect(other).rejects.toThrow(
      'Ride rc-1 is already recorded with a different rider, fare: rider (recorded rc_rider, given rc_other); fare (recorded AED 50.00, given AED 55.00)',
    );
    const late = run(
      'record-ride',
      ride('rc-1', 'rc_rider', 'rc_driver', '50', '2026-02-01T09:00:00Z'),
    );
    await expect(late).rejects.toThrow(/different time: time \(recorded 2026-02-01T08:00:00.000Z/);
    // Nothing of the clashing attempts was applied.
    expect(await ledgerOf(t.app.ctx.db, top)).toHaveLength(1);
    expect(await pointsOf(t.app.ctx.db, (await idOf(t, 'rc_other'))!)).toEqual({ pgp: 0, tgp: 0 });
  });

  it('import-rides reports a conflicting row, goes on with the rest and fails at the end', async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'rc-csv-')), 'rides.csv');
    writeFileSync(
      file,
      [
        'ride_id,rider,driver,fare_aed,completed_at',
        `rc-1,rc_rider,rc_driver,50,${AT}`,
        `rc-1,rc_rider,rc_driver,51,${AT}`,
        'rc-2,rc_other,rc_driver,20,2026-02-02T08:00:00Z',
        'rc-2,rc_other,rc_rider,20,2026-02-02T08:00:00Z',
      ].join('\n'),
    );
    const lines: string[] = [];
    const done = command('import-rides').run(t.app.ctx, [file], (l) => lines.push(l));
    await expect(done).rejects.toThrow('2 row(s) conflict with rides already recorded');
    expect(lines).toEqual([
      'line 3: conflict: Ride rc-1 is already recorded with a different fare: fare (recorded AED 50.00, given AED 51.00)',
      'line 5: conflict: Ride rc-2 is already recorded with a different driver: driver (recorded rc_driver, given rc_rider)',
      `Imported ${file}: 4 rows, 1 rides recorded, 1 already recorded, 0 bad rows skipped, 2 conflicting rows skipped.`,
    ]);
    expect(await pointsOf(t.app.ctx.db, (await idOf(t, 'rc_other'))!)).toEqual({ pgp: 10, tgp: 0 });
  });
});

const idOf = async (t: TestApp, username: string) =>
  (
    await t.app.ctx.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst()
  )?.id;

describe('admin CLI exit status on a ride conflict', () => {
  it('exits 1 with one line naming the differing fields', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rc-cli-'));
    const env = {
      ...process.env,
      DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}`,
      DATA_DIR: dir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    };
    const admin = (args: string[]) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'server/src/cli.ts', 'record-ride', ...args],
        {
          env,
        },
      ).then(
        (r) => ({ code: 0, ...r }),
        (e: unknown) => e as { code: number; stdout: string; stderr: string },
      );
    const setup = await createTestApp('sqlite', { DATABASE_URL: env.DATABASE_URL, DATA_DIR: dir });
    await addMember(setup.app.ctx.db, { username: 'x_rider' });
    await addMember(setup.app.ctx.db, { username: 'x_driver' });
    await setup.close();
    expect(await admin(ride('x-1', 'x_rider', 'x_driver', '10', AT))).toMatchObject({
      code: 0,
      stderr: '',
    });
    expect(await admin(ride('x-1', 'x_rider', 'x_driver', '10', AT))).toMatchObject({
      code: 0,
      stderr: '',
    });
    const clash = await admin(ride('x-1', 'x_rider', 'x_driver', '12', AT));
    expect(clash.code).toBe(1);
    expect(clash.stderr.trim()).toBe(
      'Ride x-1 is already recorded with a different fare: fare (recorded AED 10.00, given AED 12.00)',
    );
  }, 60_000);
});

/**
 * `admin backup` during a burst of writes (DECISIONS 41): another process records rides while
 * the online backup runs; the copy restores to a database whose rides are a gap-free prefix of
 * the burst and that `recompute` finds consistent.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { standaloneCommands } from '../../src/cli/backup-commands';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { recomputeWallet } from '../../src/modules/wallet/recompute';
import { addMember } from '../fixtures';

const ROOT = path.resolve(__dirname, '../../..');
const RIDES = 300;
const command = (name: string) => standaloneCommands.find((c) => c.name === name)!;

describe('backup during a burst of writes', () => {
  it('restores to a consistent database that recompute leaves unchanged', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rihla-backup-'));
    const env = {
      NODE_ENV: 'test',
      DATA_DIR: dir,
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'silent',
      DATABASE_URL: `sqlite:${path.join(dir, 'live.db')}`,
    };
    const config = loadConfig(env);
    const live = openDatabase(config.database);
    await migrateToLatest(live.db);
    const top = await addMember(live.db);
    const sponsor = await addMember(live.db, { sponsorId: top });
    const riderId = await addMember(live.db, { sponsorId: sponsor });
    const driverId = await addMember(live.db);
    await live.close();

    const acks: string[] = [];
    const writer = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/test/resilience/ride-writer.ts'],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          ...env,
          RIDER_ID: riderId,
          DRIVER_ID: driverId,
          FROM: '0',
          TO: String(RIDES),
          PACE_MS: '15',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let buffer = '';
    writer.stdout.on('data', (chunk: Buffer) => {
      const lines = (buffer + chunk.toString()).split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('ack ')) acks.push(line);
    });
    const ended = new Promise<number | null>((resolve) => writer.on('exit', resolve));
    while (acks.length < 30) await new Promise((r) => setTimeout(r, 20));

    const copy = path.join(dir, 'copy.db');
    const lines: string[] = [];
    const before = acks.length;
    await command('backup').run(config, [copy], (l) => lines.push(l));
    expect(await ended).toBe(0);
    // The writer went on while the backup ran (or right around it), and finished.
    expect(acks.length).toBe(RIDES);
    expect(lines[0]).toMatch(/^Backed up .* to .*copy\.db: 4 members, \d+ rides\.$/);
    const inCopy = Number(/(\d+) rides/.exec(lines[0] ?? '')?.[1]);
    // Taken mid-burst: everything acknowledged before it started, not the whole burst (a ride
    // can commit before its acknowledgement reaches us, so `after` is no upper bound).
    expect(inCopy).toBeGreaterThanOrEqual(before);
    expect(inCopy).toBeLessThan(RIDES);

    const restored = loadConfig({
      ...env,
      DATABASE_URL: `sqlite:${path.join(dir, 'restored.db')}`,
    });
    const out: string[] = [];
    await command('restore').run(restored, [copy], (l) => out.push(l));
    expect(out[0]).toMatch(/^Restored .*restored\.db from .*copy\.db: 4 members/);

    const database = openDatabase(restored.database);
    const app = await buildApp({ config: restored, database, serveStatic: false, logger: false });
    try {
      const rides = await database.db.selectFrom('rides').select('id').execute();
      const numbers = rides.map((r) => Number(r.id.split('-')[1])).sort((a, b) => a - b);
      // A consistent moment: rides 0..n-1, no gap, no half-written ride.
      expect(numbers).toEqual(numbers.map((_, i) => i));
      const report: string[] = [];
      const { differences } = await recomputeWallet(app.ctx, (l) => report.push(l));
      expect(differences, report.join('\n')).toBe(0);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);

  it('refuses to overwrite an existing file and prints pg_dump for PostgreSQL', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rihla-backup-'));
    const sqlite = loadConfig({ DATA_DIR: dir, DATABASE_URL: `sqlite:${path.join(dir, 'a.db')}` });
    await expect(command('backup').run(sqlite, [dir], () => undefined)).rejects.toThrow(
      'already exists',
    );
    const pg = loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://app:secret@db:5432/rihla' });
    const lines: string[] = [];
    await command('backup').run(pg, ['/backups/r.dump'], (l) => lines.push(l));
    expect(lines[1]).toBe(
      "  pg_dump --format=custom --no-owner --file='/backups/r.dump' 'postgres://app:****@db:5432/rihla'",
    );
    expect(lines.join('\n')).not.toContain('secret');
  });
});

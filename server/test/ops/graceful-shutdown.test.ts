/**
 * SIGTERM during a load run (DECISIONS 41), against the real server process on loopback: every
 * request the server acknowledged (201) is in the database afterwards, the process exits 0 within
 * the grace period, and its metrics listener served `/metrics` while the public port did not.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { parsePrometheus } from './prometheus-text';

const ROOT = path.resolve(__dirname, '../../..');
const PORT = 8130;
const METRICS_PORT = 8132;
const TOTAL = 400;
const CONCURRENCY = 8;

describe('graceful shutdown', () => {
  it('loses no acknowledged request when SIGTERM arrives mid-load', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rihla-sigterm-'));
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      METRICS_PORT: String(METRICS_PORT),
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${path.join(dir, 'app.db')}`,
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      STATIC_DIR: path.join(dir, 'no-static'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      CONTACT_MAX_PER_IP: '100000',
    };
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env,
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    const base = `http://127.0.0.1:${PORT}`;
    for (let i = 0; (await fetch(`${base}/api/ready`).catch(() => null))?.ok !== true; i++) {
      if (i > 150) throw new Error('server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }

    const metrics = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
    expect(
      parsePrometheus(await metrics.text()).has('rihla_http_request_duration_seconds_count'),
    ).toBe(true);
    expect((await fetch(`${base}/metrics`)).status).toBe(404);

    const acked: string[] = [];
    const refused: string[] = [];
    let next = 0;
    let signalled = 0;
    const worker = async () => {
      while (next < TOTAL) {
        const message = `load message ${String(next++)}`;
        const res = await fetch(`${base}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Load', email: 'load@example.test', message }),
        }).catch(() => null);
        if (res?.status === 201) acked.push(message);
        else refused.push(message);
        if (acked.length >= 100 && !signalled) {
          signalled = Date.now();
          server.kill('SIGTERM');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    // The server stopped part-way: some were answered, the rest refused.
    expect(acked.length).toBeGreaterThanOrEqual(100);
    expect(refused.length).toBeGreaterThan(0);

    const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: env.DATABASE_URL });
    const database = openDatabase(config.database);
    const stored = new Set(
      (await database.db.selectFrom('contact_messages').select('message').execute()).map(
        (r) => r.message,
      ),
    );
    await database.close();
    expect(acked.filter((m) => !stored.has(m))).toEqual([]);
  }, 60_000);
});

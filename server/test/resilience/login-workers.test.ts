/**
 * The login limits of issue 19 across two server processes (WORKERS=2): attempts are counted in
 * the shared database before any password work, so a burst spread over both workers still lets
 * at most LOGIN_MAX_PER_ACCOUNT reach the password check, the right password without a device
 * cookie is refused afterwards, and the device cookie of an earlier login still gets in. Runs on
 * SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port';

const ROOT = path.resolve(__dirname, '../../..');
const MAX = 10;

interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

/** One login on its own connection, so the primary hands each to the next worker. */
function login(port: number, password: string, cookie?: string, username = 'demo') {
  return new Promise<Answer>((resolve, reject) => {
    const data = JSON.stringify({ email: '', phoneNumber: '', username, password });
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/user/login',
        agent: false,
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            setCookie: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

function health(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
}

const flavours = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

describe.each(flavours)('login limits with two worker processes (%s)', (flavour) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rihla-login-workers-'));
  let port = 0;
  const schema = `lw_${String(process.pid)}_${String(Date.now())}`;
  let primary: ChildProcess;

  beforeAll(async () => {
    port = await freePort();
    let databaseUrl = `sqlite:${path.join(dir, 'login.db')}`;
    const base = process.env.TEST_DATABASE_URL;
    if (flavour === 'postgres' && base) {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const url = new URL(base);
      url.searchParams.set('options', `-c search_path=${schema}`);
      databaseUrl = url.toString();
    }
    primary = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        DATABASE_URL: databaseUrl,
        MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
        STATIC_DIR: path.join(dir, 'no-static'),
        SEED_DEMO: 'true',
        LOG_LEVEL: 'silent',
        // Cheap but real argon2id, so the burst overlaps the password checks.
        ARGON2_MEMORY_KIB: '2048',
        LOGIN_MAX_PER_ACCOUNT: String(MAX),
        LOGIN_MAX_PER_IP: '100000',
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 120_000;
    while (!(await health(port))) {
      if (Date.now() > deadline) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 150_000);

  afterAll(async () => {
    if (primary.exitCode === null) primary.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (primary.exitCode === null) primary.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    const base = process.env.TEST_DATABASE_URL;
    if (flavour === 'postgres' && base) {
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  });

  it('holds the account limit over both workers; only the device cookie gets in', async () => {
    const first = await login(port, 'DemoPass1');
    expect(first.status).toBe(200);
    const device = first.setCookie.find((c) => c.startsWith('rihla_device='))?.split(';')[0];
    expect(device).toBeDefined();

    const burst = await Promise.all(Array.from({ length: 39 }, () => login(port, 'Wrong1234')));
    const codes = burst.map((a) => a.status);
    expect(
      codes.every((c) => c === 401 || c === 429),
      codes.join(),
    ).toBe(true);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(MAX);

    const untrusted = await login(port, 'DemoPass1');
    expect(untrusted.status).toBe(429);
    const trusted = await login(port, 'DemoPass1', device);
    expect(trusted.status, trusted.body).toBe(200);
  });

  it('lets at most LOGIN_MAX_PER_ACCOUNT of 400 concurrent tries reach the password check', async () => {
    // An unknown name locks like a real account and still runs a real (dummy) argon2 check.
    const burst = await Promise.all(
      Array.from({ length: 400 }, () => login(port, 'Wrong1234', undefined, 'ghost_member')),
    );
    const codes = burst.map((a) => a.status);
    expect(
      codes.every((c) => c === 401 || c === 429),
      codes.join(),
    ).toBe(true);
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(MAX);
  });
});

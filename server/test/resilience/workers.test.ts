/**
 * WORKERS=2 (server/src/primary.ts): the primary migrates and seeds once, two workers share the
 * port, writes from both land without SQLITE_BUSY, a killed worker is replaced, and SIGTERM
 * stops everything cleanly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port';

const ROOT = path.resolve(__dirname, '../../..');

interface Answer {
  status: number;
  body: string;
}

/** One request on its own connection, so the primary hands each to the next worker. */
function request(port: number, method: string, url: string, body?: unknown, token?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: {
          ...(data ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const childrenOf = (pid: number): number[] => {
  try {
    return readFileSync(`/proc/${String(pid)}/task/${String(pid)}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

const waitFor = async (check: () => boolean | Promise<boolean>, what: string, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('two worker processes on one port (WORKERS=2)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rihla-workers-'));
  let port = 0;
  let primary: ChildProcess;
  let exit: Promise<number | null>;

  beforeAll(async () => {
    port = await freePort();
    primary = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        DATABASE_URL: `sqlite:${path.join(dir, 'workers.db')}`,
        MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
        STATIC_DIR: path.join(dir, 'no-static'),
        SEED_DEMO: 'true',
        LOG_LEVEL: 'silent',
        ARGON2_MEMORY_KIB: '1024',
        CONTACT_MAX_PER_IP: '100000',
      },
      stdio: 'ignore',
    });
    exit = new Promise((resolve) => primary.once('exit', (code) => resolve(code)));
    await waitFor(
      () =>
        request(port, 'GET', '/api/health').then(
          (r) => r.status === 200,
          () => false,
        ),
      'the server',
      90_000,
    );
  }, 120_000);

  afterAll(() => {
    if (primary.exitCode === null) primary.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs two workers that both serve the seeded demo member', async () => {
    await waitFor(() => childrenOf(primary.pid ?? 0).length === 2, 'two workers');
    const login = await request(port, 'POST', '/api/user/login', {
      email: '',
      phoneNumber: '',
      username: 'demo',
      password: 'DemoPass1',
    });
    expect(login.status).toBe(200);
    const { token } = JSON.parse(login.body) as { token: string };
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        request(port, 'GET', '/api/drivers/get-current-user', undefined, token),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  });

  it('stores concurrent writes from both workers without a database-busy failure', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        request(port, 'POST', '/api/contact', {
          name: `Sender ${String(i)}`,
          email: `sender${String(i)}@example.com`,
          message: 'Hello from a worker test',
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
  });

  it('replaces a worker that dies and keeps answering meanwhile', async () => {
    const [victim] = childrenOf(primary.pid ?? 0);
    expect(victim).toBeDefined();
    process.kill(victim ?? 0, 'SIGKILL');
    await waitFor(() => {
      const now = childrenOf(primary.pid ?? 0);
      return now.length === 2 && !now.includes(victim ?? 0);
    }, 'a replacement worker');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => request(port, 'GET', '/api/health')),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  });

  it('stops the workers and exits 0 on SIGTERM', async () => {
    const workers = childrenOf(primary.pid ?? 0);
    primary.kill('SIGTERM');
    expect(await exit).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});

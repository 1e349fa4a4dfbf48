/**
 * Starts the real API server (`node --import tsx server/src/main.ts`) as a child process on
 * 127.0.0.1 and a free port, for the load benches, and stops it by its own process id.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../server/test/free-port';

export const BENCH_SECRET = 'bench-secret-bench-secret-bench-secret-0123456789';

export { freePort };

export interface RunningServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/** `databaseUrl` is `sqlite:FILE` or `postgres://...`; `dir` holds the outbox and data folder. */
export async function startApiServer(
  databaseUrl: string,
  dir: string,
  fixedPort?: number,
): Promise<RunningServer> {
  mkdirSync(dir, { recursive: true });
  const port = fixedPort ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: BENCH_SECRET,
      KYC_ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
      ALLOW_OUTBOX: 'true',
      MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
      DATA_DIR: dir,
      STATIC_DIR: path.join(dir, 'no-spa'),
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('the API server did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, pid: child.pid ?? 0, stop };
}

/**
 * Signed-in members for a load run: `count` members drawn with a fixed seed, each with a live
 * session in the database and a token signed with BENCH_SECRET (login is measured on its own,
 * DECISIONS 26). Call before starting the server on the same database file.
 */
export async function benchSessions(dbFile: string, count: number, seed = 9) {
  const { openDatabase } = await import('../../server/src/db/database');
  const { SessionStore } = await import('../../server/src/modules/accounts/sessions');
  const { TokenService } = await import('../../server/src/modules/accounts/tokens');
  const { seededRandom } = await import('../../server/src/demo/random');
  const handle = openDatabase({ kind: 'sqlite', file: dbFile });
  try {
    const ids = (await handle.db.selectFrom('members').select('id').execute()).map((r) => r.id);
    const sessions = new SessionStore(handle.db, 86_400);
    const tokens = new TokenService(BENCH_SECRET, 86_400);
    const rng = seededRandom(seed);
    const users: { id: string; token: string }[] = [];
    for (let i = 0; i < count; i++) {
      const id = ids[Math.floor(rng() * ids.length)] ?? '';
      users.push({
        id,
        token: await tokens.sign({ memberId: id, sessionId: await sessions.create(id) }),
      });
    }
    return users;
  } finally {
    await handle.close();
  }
}

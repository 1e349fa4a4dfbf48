/**
 * Faults (issue 9): a burst of sign-ups (HTTP, against the real server process) and rides
 * (an operator process recording through the engine) is cut by SIGKILL of both processes. After
 * a restart every acknowledged write is there, replaying the rides credits nothing twice, and
 * `recompute` finds the ledger and totals consistent.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { recomputeWallet } from '../../src/modules/wallet/recompute';
import { addMember } from '../fixtures';
import { freePort } from '../free-port';
import { MemoryMailer } from '../harness';

const ROOT = path.resolve(__dirname, '../../..');
/** The writer runs until killed; the replay covers every ride it could have committed. */
const UNTIL_KILLED = 1_000_000;

describe('SIGKILL during a burst of sign-ups and rides', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rihla-kill-'));
  let port = 0;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: `sqlite:${path.join(dir, 'kill.db')}`,
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    STATIC_DIR: path.join(dir, 'no-static'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '1024',
    OTP_RESEND_SECONDS: '1',
    OTP_SEND_MAX_PER_IP: '100000',
    SIGNUP_MAX_PER_IP: '100000',
  };
  const children: ChildProcess[] = [];
  let riderId = '';
  let driverId = '';

  const startServer = async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env,
      stdio: 'ignore',
    });
    children.push(child);
    // Up to 90 s: under the full parallel suite a cold tsx start took over 30 s once.
    for (let i = 0; i < 450; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${String(port)}/api/health`)).ok) return child;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('server did not start');
  };

  const startWriter = (acks: string[], to: number, paceMs = 0) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/test/resilience/ride-writer.ts'],
      {
        cwd: ROOT,
        env: {
          ...env,
          RIDER_ID: riderId,
          DRIVER_ID: driverId,
          FROM: '0',
          TO: String(to),
          PACE_MS: String(paceMs),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    children.push(child);
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('ack ')) acks.push(line.slice(4));
    });
    return child;
  };

  const codeFor = async (email: string): Promise<string> => {
    const outbox = path.join(dir, 'outbox');
    for (let i = 0; i < 100; i++) {
      let files: string[] = [];
      try {
        files = readdirSync(outbox);
      } catch {
        files = [];
      }
      for (const f of files.sort().reverse()) {
        const text = readFileSync(path.join(outbox, f), 'utf8');
        if (text.includes(`To: ${email}`)) {
          const code = /\b(\d{6})\b/.exec(
            text
              .split(/\r?\n\r?\n/)
              .slice(1)
              .join('\n'),
          )?.[1];
          if (code) return code;
        }
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no code for ${email}`);
  };

  const signupOne = async (i: number): Promise<string | null> => {
    const base = `http://127.0.0.1:${String(port)}/api`;
    const email = `kill${String(i)}@example.test`;
    const post = (url: string, body: unknown) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    try {
      if (!(await post('/email-verification/send-otp', { email })).ok) return null;
      const otp = await codeFor(email);
      const res = await post('/user/signup', {
        username: `kill_${String(i)}`,
        firstName: 'Kill',
        lastName: `Test${String(i)}`,
        email,
        countryCode: '+971',
        phoneNumber: `+97150${String(1_000_000 + i)}`,
        password: 'KillTest1',
        confirmPassword: 'KillTest1',
        sponsorBy: '',
        gender: 'Other',
        otp,
      });
      return res.status === 201 ? email : null;
    } catch {
      return null; // the server died mid-request: not acknowledged
    }
  };

  beforeAll(async () => {
    port = await freePort();
    env.PORT = String(port);
    const config = loadConfig(env);
    const database = openDatabase(config.database);
    await migrateToLatest(database.db);
    const a = await addMember(database.db, { username: 'kill_l4' });
    const b = await addMember(database.db, { username: 'kill_l3', sponsorId: a });
    const c = await addMember(database.db, { username: 'kill_l2', sponsorId: b });
    const d = await addMember(database.db, { username: 'kill_l1', sponsorId: c });
    riderId = await addMember(database.db, { username: 'kill_rider', sponsorId: d });
    driverId = await addMember(database.db, { username: 'kill_driver' });
    await database.close();
  }, 60_000);

  afterAll(() => {
    for (const c of children) c.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write and credits nothing twice', async () => {
    const server = await startServer();
    const rideAcks: string[] = [];
    const writer = startWriter(rideAcks, UNTIL_KILLED, 5);
    const signedUp: string[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (!killed) {
        const email = await signupOne(next++);
        if (email) signedUp.push(email);
      }
    };
    const workers = [worker(), worker(), worker()];
    // Kill both mid-burst, once some writes have been acknowledged.
    for (let i = 0; i < 1200 && (signedUp.length < 2 || rideAcks.length < 100); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    server.kill('SIGKILL');
    writer.kill('SIGKILL');
    killed = true;
    await Promise.all(workers);
    const ackedRides = [...rideAcks];
    expect(ackedRides.length).toBeGreaterThan(0);
    expect(signedUp.length).toBeGreaterThan(0);
    // Rides are recorded one after another, so at most the one after the last ack may have
    // committed unacknowledged; the replay covers it and a margin.
    const RIDES = Math.max(...ackedRides.map((id) => Number(id.split('-')[1]))) + 20;

    // Restart, and replay every ride from the start (as an operator re-running an import).
    await startServer();
    const replayAcks: string[] = [];
    const replay = startWriter(replayAcks, RIDES);
    await new Promise<void>((resolve) => replay.on('exit', () => resolve()));
    expect(replayAcks.length).toBe(RIDES);

    const config = loadConfig(env);
    const database = openDatabase(config.database);
    try {
      const db = database.db;
      const members = await db
        .selectFrom('members')
        .select('email')
        .where('email', 'in', signedUp)
        .execute();
      expect(members.map((m) => m.email).sort()).toEqual([...signedUp].sort());

      const rides = await db
        .selectFrom('rides')
        .select('id')
        .where('id', 'like', 'burst-%')
        .execute();
      expect(rides).toHaveLength(RIDES);
      const rideIds = new Set(rides.map((r) => r.id));
      for (const id of ackedRides) expect(rideIds.has(id)).toBe(true);

      // Four DDR credits per ride (levels 1-4), never more.
      const ddr = await db
        .selectFrom('ledger')
        .select(['ride_id', db.fn.countAll<number>().as('n')])
        .where('programme', '=', 'ddr')
        .where('ride_id', 'like', 'burst-%')
        .groupBy('ride_id')
        .execute();
      expect(ddr).toHaveLength(RIDES);
      expect(ddr.every((r) => r.n === 4)).toBe(true);

      const app = await buildApp({
        config,
        database,
        mailer: new MemoryMailer(),
        serveStatic: false,
        logger: false,
      });
      const lines: string[] = [];
      const { differences } = await recomputeWallet(app.ctx, (l) => lines.push(l));
      expect(differences, lines.join('\n')).toBe(0);
      await app.close();
    } finally {
      await database.close();
    }
  }, 180_000);
});

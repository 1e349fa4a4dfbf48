/**
 * Faults (issue 17): a burst of withdrawal requests and cancels over HTTP (the real server
 * process) and approvals (an operator process) is cut by SIGKILL of both. After a restart every
 * acknowledged request and approval is there, holds and debits match the ledger, no balance is
 * below zero and `recompute` finds no difference.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { credit } from '../../src/modules/wallet/ledger';
import { recomputeWallet } from '../../src/modules/wallet/recompute';
import { addMember } from '../fixtures';
import { MemoryMailer } from '../harness';

const ROOT = path.resolve(__dirname, '../../..');
const MEMBERS = 12;

describe('SIGKILL during a burst of withdrawal requests and approvals', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rihla-wd-kill-'));
  const port = 8141;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: `sqlite:${path.join(dir, 'kill.db')}`,
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    STATIC_DIR: path.join(dir, 'no-static'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    WITHDRAWAL_DAILY_MAX_AED: '1000000',
    WITHDRAWAL_MONTHLY_MAX_AED: '1000000',
  };
  const children: ChildProcess[] = [];
  const tokens: string[] = [];

  const startServer = async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: ROOT,
      env,
      stdio: 'ignore',
    });
    children.push(child);
    for (let i = 0; i < 150; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${String(port)}/api/health`)).ok) return child;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('server did not start');
  };

  beforeAll(async () => {
    const config = loadConfig(env);
    const database = openDatabase(config.database);
    await migrateToLatest(database.db);
    const app = await buildApp({
      config,
      database,
      mailer: new MemoryMailer(),
      serveStatic: false,
      logger: false,
    });
    for (let i = 0; i < MEMBERS; i++) {
      const id = await addMember(database.db, { kycStatus: 'approved' });
      await database.db.transaction().execute((trx) =>
        credit(trx, {
          memberId: id,
          programme: 'crr',
          amountFils: 5_000_00,
          sourceKey: `crr:${id}:challenger`,
          description: 'test',
        }),
      );
      const sessionId = await app.ctx.sessions.create(id);
      tokens.push(await app.ctx.tokens.sign({ memberId: id, sessionId }));
    }
    await app.close();
    await database.close();
  }, 60_000);

  afterAll(() => {
    for (const c of children) c.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged change and the ledger consistent', async () => {
    const server = await startServer();
    const approvals: string[] = [];
    const approver = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/test/resilience/withdrawal-approver.ts'],
      {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    children.push(approver);
    approver.stdout.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n'))
        if (line.startsWith('ack ')) approvals.push(line.slice(4));
    });
    const requested: string[] = [];
    const cancelled: string[] = [];
    let killed = false;
    const base = `http://127.0.0.1:${String(port)}/api/wallet/withdrawals`;
    const worker = async (token: string) => {
      let n = 0;
      while (!killed) {
        try {
          const res = await fetch(base, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              amount: 50 + (n++ % 5),
              method: 'wallet',
              phoneNumber: '+971501234567',
            }),
          });
          if (res.status === 201) {
            const w = ((await res.json()) as { withdrawal: { id: string; reference: string } })
              .withdrawal;
            requested.push(w.reference);
            if (n % 3 === 0) {
              const c = await fetch(`${base}/${w.id}/cancel`, {
                method: 'POST',
                headers: { authorization: `Bearer ${token}` },
              });
              if (c.status === 200) cancelled.push(w.reference);
            }
          }
        } catch {
          // the server died mid-request: not acknowledged
        }
      }
    };
    const workers = tokens.map(worker);
    for (let i = 0; i < 1200 && (approvals.length < 20 || cancelled.length < 5); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    server.kill('SIGKILL');
    approver.kill('SIGKILL');
    killed = true;
    await Promise.all(workers);
    expect(approvals.length).toBeGreaterThan(0);
    expect(cancelled.length).toBeGreaterThan(0);

    const restarted = await startServer();
    restarted.kill('SIGTERM');
    const config = loadConfig(env);
    const database = openDatabase(config.database);
    try {
      const db = database.db;
      const rows = await db.selectFrom('withdrawals').select(['reference', 'status']).execute();
      const status = new Map(rows.map((r) => [r.reference, r.status]));
      for (const ref of requested) expect(status.has(ref), ref).toBe(true);
      for (const ref of approvals) expect(status.get(ref), ref).toBe('approved');
      for (const ref of cancelled) expect(status.get(ref), ref).toBe('cancelled');
      const negative = await db
        .selectFrom('member_totals')
        .select('member_id')
        .where(
          (eb) =>
            eb(eb.parens(eb('crr_fils', '-', eb.ref('held_fils'))), '-', eb.ref('withdrawn_fils')),
          '<',
          0,
        )
        .execute();
      expect(negative).toEqual([]);
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
      expect(lines).toContain('withdrawals: no differences');
      await app.close();
    } finally {
      await database.close();
    }
  }, 180_000);
});

/**
 * Shared by the wallet-under-traffic tests and the soak bench (issue 26): a six-member chain
 * with money to withdraw, writer processes running the real services, and the checks every
 * member must pass afterwards.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../src/db/database';
import { credit } from '../../src/modules/wallet/ledger';
import { makeDriver } from '../../src/modules/wallet/testing';
import { addMember } from '../fixtures';

// The repository root (vitest gives __dirname; tsx runs this as an ES module).
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const TRAFFIC_ENV = {
  WITHDRAWAL_DAILY_MAX_AED: '1000000',
  WITHDRAWAL_MONTHLY_MAX_AED: '1000000',
};

export interface Chain {
  chain: string[];
  driver: string;
}

/** Six members, each the sponsor of the next, KYC-approved with AED 300 to start. */
export async function makeChain(db: Db): Promise<Chain> {
  const chain: string[] = [];
  for (let i = 0; i < 6; i++) {
    const id = await addMember(db, { sponsorId: chain.at(-1) ?? null, kycStatus: 'approved' });
    chain.push(id);
    await db.transaction().execute((trx) =>
      credit(trx, {
        memberId: id,
        programme: 'crr',
        amountFils: 300_00,
        sourceKey: `crr:${id}:challenger`,
        description: 'CRR Challenger rank bonus',
      }),
    );
  }
  return { chain, driver: await makeDriver(db) };
}

/** Runs one writer process to its end; resolves with its counts of changes. */
export function runWriter(
  env: Record<string, string>,
  c: Chain,
  o: { name: string; durationMs: number; kinds?: string; seed: number; concurrency?: number },
): Promise<Record<string, number>> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/test/resilience/wallet-traffic-writer.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...env,
        CHAIN: c.chain.join(','),
        DRIVER_ID: c.driver,
        DURATION_MS: String(o.durationMs),
        WRITER: o.name,
        SEED: String(o.seed),
        ...(o.kinds ? { KINDS: o.kinds } : {}),
        CONCURRENCY: String(o.concurrency ?? 1),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`writer ${o.name} exited ${String(code)}: ${err}`));
      else resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as Record<string, number>);
    });
  });
}

/** What is wrong with any member's money: each problem named; empty when all is exact. */
export async function moneyProblems(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const ledger = await db
    .selectFrom('ledger')
    .select(['member_id', (eb) => eb.fn.sum<number>('amount_fils').as('sum')])
    .groupBy('member_id')
    .execute();
  const totals = await db.selectFrom('member_totals').selectAll().execute();
  const pending = await db
    .selectFrom('withdrawals')
    .select(['member_id', (eb) => eb.fn.sum<number>('amount_fils').as('held')])
    .where('status', '=', 'pending')
    .groupBy('member_id')
    .execute();
  const ledgerBy = new Map(ledger.map((l) => [l.member_id, l.sum]));
  const pendingBy = new Map(pending.map((p) => [p.member_id, p.held]));
  for (const t of totals) {
    const balance =
      t.ddr_fils +
      t.crr_fils +
      t.bbr_fils +
      t.hlr_fils +
      t.regional_fils -
      t.payout_fils -
      t.withdrawn_fils -
      t.held_fils;
    const sum = ledgerBy.get(t.member_id) ?? 0;
    if (balance !== sum) problems.push(`${t.member_id}: totals say ${balance}, ledger ${sum}`);
    if (sum < 0) problems.push(`${t.member_id}: ledger balance ${sum} below zero`);
    if (t.held_fils < 0) problems.push(`${t.member_id}: held ${t.held_fils} below zero`);
    const held = pendingBy.get(t.member_id) ?? 0;
    if (t.held_fils !== held) {
      problems.push(`${t.member_id}: held ${t.held_fils} but pending requests ${held}`);
    }
  }
  return problems;
}

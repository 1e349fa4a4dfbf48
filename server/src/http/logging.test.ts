/**
 * Server log hygiene (issue 14, item 7): one line per request at info, and a client that leaves
 * mid-download is an info line, never an error. The app's log lines are read from a stream.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addMember, tokenFor } from '../../test/fixtures';
import Fastify from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DbHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { creditMany, type LedgerEntry } from '../modules/wallet/ledger';
import { errorHandling } from './errors';
import { logController, loggerOptions, requestLogging } from './logging';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

let dir: string;
let app: FastifyInstance;
let database: DbHandle;
let lines: Line[] = [];
let port: number;
let token: string;
const BIG_ASSET = '/assets/big-AbC123xy.js';

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'rihla-log-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  // Random text barely compresses, so the answer stays far bigger than the socket's buffers.
  writeFileSync(path.join(dist, BIG_ASSET), `// ${randomBytes(6_000_000).toString('base64')}`);
  const config = loadConfig({
    NODE_ENV: 'production',
    ALLOW_OUTBOX: 'true',
    DATABASE_URL: `sqlite:${path.join(dir, 'test.db')}`,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    KYC_ENCRYPTION_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    DATA_DIR: dir,
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    STATIC_DIR: dist,
    LOG_LEVEL: 'info',
    ARGON2_MEMORY_KIB: '1024',
  });
  database = openDatabase(config.database);
  await migrateToLatest(database.db);
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as Line) };
  app = await buildApp({ config, database, logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;

  // A statement long enough that it is still streaming when the client leaves.
  const member = await addMember(app.ctx.db, { username: 'log_member' });
  token = await tokenFor(app, member);
  for (let batch = 0; batch < 40; batch++) {
    const entries: LedgerEntry[] = Array.from({ length: 500 }, (_, j) => {
      const i = batch * 500 + j;
      return {
        memberId: member,
        programme: 'bbr',
        amountFils: 100 + i,
        description: `Campaign bonus number ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
        sourceKey: `bbr:log${i}`,
      };
    });
    await app.ctx.db.transaction().execute((trx) => creditMany(trx, entries));
  }
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  lines = [];
});

/** Reads the first chunk of the answer, then hangs up, as a cancelled download does. */
function leaveMidDownload(url: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`status ${response.statusCode}`));
      response.once('data', () => {
        request.destroy();
        resolve();
      });
    });
    request.on('error', () => undefined);
  });
}

async function settle(until: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !until(); i++) await new Promise((r) => setTimeout(r, 20));
  // Any late line (a plugin's error after the close) has its chance to arrive.
  await new Promise((r) => setTimeout(r, 200));
}

const aborted = () => lines.filter((line) => line.msg === 'request aborted by the client');

describe('a client that leaves mid-download', () => {
  it.each([
    ['the CSV statement, compressed', '/api/wallet/statement.csv', 'gzip'],
    ['a static file, compressed', BIG_ASSET, 'gzip'],
    ['a static file, plain', BIG_ASSET, 'identity'],
  ])('%s: an info line, no warning or error', async (_name, url, encoding) => {
    await leaveMidDownload(url, {
      authorization: `Bearer ${token}`,
      'accept-encoding': encoding,
    });
    await settle(() => aborted().length > 0);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    expect(aborted()).toEqual([
      expect.objectContaining({ level: 30, method: 'GET', url, aborted: true }),
    ]);
  });
});

describe('request lines', () => {
  it.each([
    ['GET', '/api/health', 200],
    ['GET', '/api/no-such-thing', 404],
    ['POST', '/api/contact', 400],
    ['GET', '/about', 200],
  ])(
    '%s %s: exactly one line, at info, with what an operator needs',
    async (method, url, status) => {
      const res = await app.inject({
        method: method as 'GET',
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(res.statusCode).toBe(status);
      const reqLines = lines.filter((line) => line.reqId !== undefined);
      expect(reqLines).toHaveLength(1);
      expect(reqLines[0]).toMatchObject({
        level: 30,
        msg: 'request completed',
        method,
        url,
        statusCode: status,
        reqId: expect.any(String) as string,
        responseTime: expect.any(Number) as number,
      });
    },
  );
});

describe('the error handler', () => {
  it('takes an early close that reaches it for what it is: no error line, no 500', async () => {
    const own: Line[] = [];
    const small = Fastify({
      logger: loggerOptions('info', { write: (line) => void own.push(JSON.parse(line) as Line) }),
      logController: logController(),
    });
    requestLogging(small);
    errorHandling(small);
    small.get('/gone', () => {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    small.get('/broken', () => {
      throw new Error('a bug of ours');
    });
    expect((await small.inject('/gone')).statusCode).toBe(499);
    expect((await small.inject('/broken')).statusCode).toBe(500);
    await small.close();
    // The real failure is still an error; the client's early close is not.
    expect(own.filter((line) => line.level >= 40)).toEqual([
      expect.objectContaining({ level: 50, msg: 'unhandled error' }),
    ]);
    expect(own.filter((line) => line.msg === 'request completed')).toHaveLength(2);
  });
});

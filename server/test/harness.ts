/**
 * Test harness for server tests: a fresh database per call (a new SQLite file, or a fresh
 * schema on PostgreSQL when TEST_DATABASE_URL is set), the app built with `serveStatic: false`,
 * and an in-memory mailer whose messages the tests read (codes are never logged).
 */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import type { MailMessage, Mailer } from '../src/mail/mailer';

export type DbFlavour = 'sqlite' | 'postgres';

/** The flavours to run a suite on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const DB_FLAVOURS: DbFlavour[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export class MemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    return Promise.resolve();
  }
  /** The last 6-digit code mailed to `to`. */
  lastCode(to: string): string {
    const mail = [...this.sent].reverse().find((m) => m.to === to);
    const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code mailed to ${to}`);
    return code;
  }
}

export interface TestApp {
  app: FastifyInstance;
  mailer: MemoryMailer;
  config: Config;
  close(): Promise<void>;
}

let schemaCounter = 0;

export async function createTestApp(
  flavour: DbFlavour = 'sqlite',
  env: Record<string, string> = {},
  /** Where log lines go; without it the app logs nothing. */
  logStream?: { write(line: string): void },
): Promise<TestApp> {
  const dir = mkdtempSync(path.join(tmpdir(), 'rihla-test-'));
  let databaseUrl = `sqlite:${path.join(dir, 'test.db')}`;
  let dropSchema: (() => Promise<void>) | undefined;
  if (flavour === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `t_${process.pid}_${Date.now()}_${schemaCounter++}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const url = new URL(base);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: dir,
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    LOG_LEVEL: 'silent',
    // Cheap hashing keeps the suite fast; production uses the default cost.
    ARGON2_MEMORY_KIB: '1024',
    ...env,
  });
  const database = openDatabase(config.database);
  await migrateToLatest(database.db, { dataDir: config.DATA_DIR });
  const mailer = new MemoryMailer();
  const app = await buildApp({
    config,
    database,
    mailer,
    // A test that gives STATIC_DIR serves that build (pages of the SPA); the others are API only.
    serveStatic: env.STATIC_DIR !== undefined,
    ...(logStream ? { logStream } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    mailer,
    config,
    async close() {
      await app.close();
      await database.close();
      await dropSchema?.();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

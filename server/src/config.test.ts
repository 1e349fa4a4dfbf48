import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'rihla-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SECRET = 'a'.repeat(40);
const KEY = 'f0'.repeat(32);
const message = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected loadConfig to refuse');
};

describe('configuration (ARCHITECTURE.md section 2)', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATABASE_URL: 'sqlite:data/app.db',
      MAIL_OUTBOX_DIR: 'data/outbox',
      LOG_LEVEL: 'info',
      TRUST_PROXY: false,
      isProduction: false,
      seedDemo: true,
      publicUrl: 'http://127.0.0.1:8080',
      database: { kind: 'sqlite', file: 'data/app.db' },
    });
  });

  it('generates a JWT secret once into the data folder outside production', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('generates a KYC encryption key once into the data folder and reads old keys as a list', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.encryption.current).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ DATA_DIR: dir }).encryption.current).toBe(first.encryption.current);
    const old = 'ab'.repeat(32);
    expect(
      loadConfig({ DATA_DIR: dir, KYC_ENCRYPTION_KEYS_OLD: ` ${old} , ${'cd'.repeat(32)}` })
        .encryption.old,
    ).toEqual([old, 'cd'.repeat(32)]);
    expect(message({ DATA_DIR: dir, KYC_ENCRYPTION_KEY: 'xyz' })).toMatch(/64 hex characters/);
  });

  it('refuses a production start without KYC_ENCRYPTION_KEY', () => {
    const text = message({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      SMTP_URL: 'smtp://mail.example:587',
    });
    expect(text).toMatch(/KYC_ENCRYPTION_KEY is required in production/);
  });

  it('reads PostgreSQL from DATABASE_URL', () => {
    const url = 'postgres://app:pw@db.internal:5432/rihla';
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: url }).database).toEqual({
      kind: 'postgres',
      url,
    });
  });

  it('refuses a production start without JWT_SECRET, saying what to set', () => {
    const text = message({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:587' });
    expect(text).toMatch(/JWT_SECRET is required in production/);
    expect(text).toMatch(/openssl rand -hex 32/);
  });

  it('refuses a production start that would write mail to the outbox', () => {
    const text = message({ NODE_ENV: 'production', JWT_SECRET: SECRET });
    expect(text).toMatch(/SMTP_URL/);
    expect(text).toMatch(/ALLOW_OUTBOX=true/);
  });

  it('starts in production with SMTP, or with the outbox allowed on purpose, and never seeds', () => {
    const smtp = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      KYC_ENCRYPTION_KEY: KEY,
      SMTP_URL: 'smtp://mail.example:587',
      DATA_DIR: dataDir(),
    });
    expect(smtp.isProduction).toBe(true);
    expect(smtp.seedDemo).toBe(false);
    const outbox = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      KYC_ENCRYPTION_KEY: KEY,
      ALLOW_OUTBOX: 'true',
    });
    expect(outbox.ALLOW_OUTBOX).toBe(true);
  });

  it('does not write a secret file in production', () => {
    const dir = dataDir();
    loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      KYC_ENCRYPTION_KEY: KEY,
      ALLOW_OUTBOX: 'true',
      DATA_DIR: dir,
    });
    expect(existsSync(path.join(dir, 'jwt-secret'))).toBe(false);
    expect(existsSync(path.join(dir, 'kyc-encryption-key'))).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ PUBLIC_URL: 'rihla.example' }, /PUBLIC_URL must be a full URL/],
    [{ SMTP_URL: 'mail server' }, /SMTP_URL must be a URL/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with sqlite: or postgres:\/\//],
    [{ DATABASE_URL: 'sqlite:' }, /DATABASE_URL sqlite: needs a file path/],
    [{ OTP_TTL_SECONDS: '-5' }, /OTP_TTL_SECONDS/],
  ])('names the variable when %o is invalid', (env, expected) => {
    expect(message({ DATA_DIR: dataDir(), ...env })).toMatch(expected);
  });

  it('treats empty variables, as copied from .env.example, as not set', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      JWT_SECRET: '',
      PUBLIC_URL: '',
      SMTP_URL: '',
      PORT: '',
    });
    expect(config.PORT).toBe(8080);
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('runs one server process by default, a given number, or one per core with WORKERS=auto', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).WORKERS).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, WORKERS: '3' }).WORKERS).toBe(3);
    expect(loadConfig({ DATA_DIR: dir, WORKERS: 'auto' }).WORKERS).toBe(availableParallelism());
    for (const bad of ['0', 'many', '2.5', '65'])
      expect(message({ DATA_DIR: dir, WORKERS: bad })).toContain(
        'WORKERS must be a whole number from 1 to 64, or auto',
      );
  });

  it('takes PUBLIC_URL without a trailing slash for referral links', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://rihla.example/' });
    expect(config.publicUrl).toBe('https://rihla.example');
  });
});

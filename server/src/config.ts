/**
 * Server configuration from the environment (ARCHITECTURE.md section 2), validated once at start.
 * A bad value stops the process with a message that names the variable.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const int = (def: number) => z.coerce.number().int().positive().default(def);

/** `scheme://host[:port]` and nothing more, as browsers send it in `Origin`. */
function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).default('sqlite:data/app.db'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  KYC_ENCRYPTION_KEY: z
    .string()
    .regex(
      /^[0-9a-fA-F]{64}$/,
      'KYC_ENCRYPTION_KEY must be 64 hex characters (openssl rand -hex 32)',
    )
    .optional(),
  KYC_ENCRYPTION_KEYS_OLD: z
    .string()
    .regex(
      /^\s*[0-9a-fA-F]{64}\s*(,\s*[0-9a-fA-F]{64}\s*)*$/,
      'KYC_ENCRYPTION_KEYS_OLD must be comma-separated keys of 64 hex characters',
    )
    .optional(),
  PUBLIC_URL: z.url('PUBLIC_URL must be a full URL such as https://rihla.example').optional(),
  MAIL_OUTBOX_DIR: z.string().min(1).default('data/outbox'),
  MAIL_FROM: z.string().min(3).default('Rihla <no-reply@rihla.example>'),
  SUPPORT_EMAIL: z.email().default('support@rihla.example'),
  SMTP_URL: z.url('SMTP_URL must be a URL such as smtp://user:pass@host:587').optional(),
  ALLOW_OUTBOX: bool.default(false),
  SEED_DEMO: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('data'),
  STATIC_DIR: z.string().min(1).default('dist'),
  TRUST_PROXY: bool.default(false),
  // Server processes sharing the port: a number, or `auto` for one per CPU core.
  WORKERS: z
    .string()
    .refine((v) => v === 'auto' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 64), {
      error: 'WORKERS must be a whole number from 1 to 64, or auto',
    })
    .default('1')
    .transform((v) => (v === 'auto' ? availableParallelism() : Number(v))),
  // Limits and lifetimes (DECISIONS 25); defaults are those of the issues.
  OTP_TTL_SECONDS: int(600),
  OTP_RESEND_SECONDS: int(60),
  OTP_MAX_ATTEMPTS: int(5),
  LOGIN_MAX_PER_IP: int(20),
  LOGIN_MAX_PER_ACCOUNT: int(10),
  LOGIN_WINDOW_SECONDS: int(900),
  // Issue 19: each lock-out doubles the last (15 min, 30, 60 ...) up to this cap.
  LOGIN_LOCK_MAX_SECONDS: int(4 * 3600),
  // Wrong passwords a trusted device (DECISIONS 43) may try per window before it counts as
  // untrusted.
  LOGIN_MAX_PER_DEVICE: int(10),
  LOGIN_IN_FLIGHT_PER_ACCOUNT: int(2),
  LOGIN_IN_FLIGHT_PER_IP: int(8),
  OTP_SEND_MAX_PER_IP: int(10),
  OTP_SEND_WINDOW_SECONDS: int(3600),
  // Code checks (verify-otp, reset-password) per address (issue 27, DECISIONS 47).
  CODE_CHECK_MAX_PER_IP: int(30),
  CODE_CHECK_WINDOW_SECONDS: int(3600),
  LOOKUP_MAX_PER_IP: int(60),
  LOOKUP_WINDOW_SECONDS: int(60),
  CONTACT_MAX_PER_IP: int(5),
  CONTACT_WINDOW_SECONDS: int(3600),
  SIGNUP_MAX_PER_IP: int(20),
  SIGNUP_WINDOW_SECONDS: int(3600),
  // Photo uploads per member (each is decoded and re-encoded, DECISIONS 37).
  PHOTO_MAX_PER_MEMBER: int(20),
  PHOTO_WINDOW_SECONDS: int(3600),
  TOKEN_TTL_SECONDS: int(7 * 24 * 3600),
  ARGON2_MEMORY_KIB: int(19456),
  // Browser origins of other apps allowed to call the API (exact, comma-separated); none = same
  // origin only.
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every(isExactOrigin), {
      error: 'CORS_ORIGINS must be exact origins such as https://app.example.com, comma-separated',
    }),
  // Prometheus metrics on their own address (DECISIONS 41); off unless METRICS_PORT is set.
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // How long graceful shutdown waits for requests in flight before closing anyway.
  SHUTDOWN_GRACE_MS: int(10_000),
  // Withdrawal limits per member, AED, per Dubai calendar day and month (DECISIONS 39).
  WITHDRAWAL_DAILY_MAX_AED: int(5000),
  WITHDRAWAL_MONTHLY_MAX_AED: int(20000),
  // Above this (AED) a withdrawal needs a second finance operator's approval (DECISIONS 49).
  WITHDRAWAL_SECOND_APPROVAL_AED: int(2000),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<
  Env,
  'JWT_SECRET' | 'PUBLIC_URL' | 'SEED_DEMO' | 'KYC_ENCRYPTION_KEY' | 'KYC_ENCRYPTION_KEYS_OLD'
> {
  isProduction: boolean;
  jwtSecret: string;
  /** DECISIONS 48: the key that seals KYC blobs, and older keys kept for reading only (hex). */
  encryption: { current: string; old: string[] };
  publicUrl: string;
  seedDemo: boolean;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`JWT_SECRET=` as in .env.example) means "not set", not "invalid".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';

  if (isProduction && !e.JWT_SECRET) {
    throw new ConfigError(
      'JWT_SECRET is required in production (at least 32 random characters, e.g. `openssl rand -hex 32`).',
    );
  }
  if (isProduction && !e.SMTP_URL && !e.ALLOW_OUTBOX) {
    throw new ConfigError(
      'In production mail must go out by SMTP: set SMTP_URL, or set ALLOW_OUTBOX=true to keep writing mail to MAIL_OUTBOX_DIR on purpose.',
    );
  }

  if (isProduction && !e.KYC_ENCRYPTION_KEY) {
    throw new ConfigError(
      'KYC_ENCRYPTION_KEY is required in production (64 hex characters, e.g. `openssl rand -hex 32`); keep it apart from database backups.',
    );
  }
  const database = parseDatabaseUrl(e.DATABASE_URL);
  const jwtSecret =
    e.JWT_SECRET ??
    localSecret(e.DATA_DIR, 'jwt-secret', () => randomBytes(48).toString('base64url'));
  const { KYC_ENCRYPTION_KEY, KYC_ENCRYPTION_KEYS_OLD, ...rest } = e;
  const encryption = {
    current:
      KYC_ENCRYPTION_KEY ??
      localSecret(e.DATA_DIR, 'kyc-encryption-key', () => randomBytes(32).toString('hex')),
    old: (KYC_ENCRYPTION_KEYS_OLD ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean),
  };
  return {
    ...rest,
    isProduction,
    jwtSecret,
    encryption,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    seedDemo: e.SEED_DEMO ?? !isProduction,
    database,
  };
}

function parseDatabaseUrl(url: string): Config['database'] {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://'))
    return { kind: 'postgres', url };
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (!file)
      throw new ConfigError('DATABASE_URL sqlite: needs a file path, e.g. sqlite:data/app.db');
    return { kind: 'sqlite', file };
  }
  throw new ConfigError('DATABASE_URL must start with sqlite: or postgres://');
}

/** Outside production a secret is generated once and kept in the data folder. */
function localSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = make();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The operator console in end-to-end tests: operators are made with the real CLI against the
 * test server's database, and TOTP codes are computed from the key the set-up page shows.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { e2eEnv } from './e2e-env';

const run = promisify(execFile);

/** `npm run admin -- <args>` against the e2e server's database; its standard output. */
export async function admin(...args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'server/src/cli.ts', ...args],
    { env: { ...process.env, ...e2eEnv.serverEnv, LOG_LEVEL: 'warn' }, timeout: 60_000 },
  );
  return stdout;
}

/** Adds an operator; the set-up link the CLI printed. */
export async function addOperator(email: string, name: string, role: string): Promise<string> {
  const out = await admin('operators', 'add', email, '--name', name, '--role', role);
  const link = /https?:\/\/\S+\/ops\/setup#\S+/.exec(out)?.[0];
  if (!link) throw new Error(`no set-up link in: ${out}`);
  return link;
}

/** The 6-digit code for `secret` (base32, spaces allowed) at now + `offsetMs`. */
export function totp(secret: string, offsetMs = 0): string {
  return new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s+/g, '')),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: Date.now() + offsetMs });
}

export const OPS_PASSWORD = 'Console-pass-2026';

export interface Operator {
  email: string;
  secret: string;
  recoveryCodes: string[];
  /** TOTP steps are spent once: each sign-in with a code takes the next step. */
  logins: number;
}

/** Set-up through the API (for operators whose set-up is not what the test looks at). */
export async function setUpByApi(page: Page, link: string, email: string): Promise<Operator> {
  const token = link.split('#')[1] ?? '';
  const info = await page.request.post('/api/ops/setup/info', { data: { token } });
  const { setup } = (await info.json()) as { setup: { secret: string } };
  const done = await page.request.post('/api/ops/setup', {
    data: { token, password: OPS_PASSWORD, code: totp(setup.secret) },
  });
  expect(done.ok()).toBe(true);
  const { recoveryCodes } = (await done.json()) as { recoveryCodes: string[] };
  return { email, secret: setup.secret, recoveryCodes, logins: 0 };
}

/**
 * Signs in on /ops/login: the first time with the next TOTP step's code, later with a recovery
 * code (a test does not wait 30 seconds for a fresh step).
 */
export async function opsSignIn(page: Page, op: Operator, words = ENGLISH): Promise<void> {
  await page.goto('/ops/login');
  await page.getByLabel(words.email).fill(op.email);
  await page.getByLabel(words.password, { exact: true }).fill(OPS_PASSWORD);
  const code = op.logins === 0 ? totp(op.secret, 30_000) : (op.recoveryCodes[op.logins] ?? '');
  op.logins += 1;
  await page.getByLabel(words.code).fill(code);
  await page.getByRole('button', { name: words.signIn }).click();
  await expect(page.getByRole('button', { name: words.signOut })).toBeVisible();
}

export const ENGLISH = {
  email: 'E-mail',
  password: 'Password',
  code: 'Authenticator code or recovery code',
  signIn: 'Sign in',
  signOut: 'Sign out',
};

export const ARABIC = {
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  code: 'رمز تطبيق المصادقة أو رمز الاسترداد',
  signIn: 'تسجيل الدخول',
  signOut: 'تسجيل الخروج',
};

export async function opsSignOut(page: Page, words = ENGLISH): Promise<void> {
  await page.getByRole('button', { name: words.signOut }).click();
  await expect(page).toHaveURL(/\/ops\/login$/);
}

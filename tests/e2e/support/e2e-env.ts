import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the end-to-end server runs and keeps its throwaway data. Derived from the port only, so
 * the Playwright runner and its workers agree without sharing state.
 */
const port = Number(process.env.E2E_PORT ?? 8090);
const dataDir = path.join(tmpdir(), `rihla-e2e-${port}`);

export const e2eEnv = {
  port,
  baseURL: `http://127.0.0.1:${port}`,
  dataDir,
  outboxDir: path.join(dataDir, 'outbox'),
  serverEnv: {
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${path.join(dataDir, 'e2e.db')}`,
    MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
    SEED_DEMO: 'true',
    SKIP_BUILD: '1',
    // Helpers working side by side each build into their own folder (E2E_STATIC_DIR).
    STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist',
    LOG_LEVEL: 'warn',
    // Generous limits: many specs sign in from the same address.
    LOGIN_MAX_PER_IP: '1000',
    OTP_SEND_MAX_PER_IP: '1000',
    LOOKUP_MAX_PER_IP: '1000',
    SIGNUP_MAX_PER_IP: '1000',
    CONTACT_MAX_PER_IP: '1000',
    CODE_CHECK_MAX_PER_IP: '1000',
  },
};

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db, DbHandle, DbKind } from './db/database';
import { createMailer, type Mailer } from './mail/mailer';
import { createKeyring, type Keyring } from './lib/sealed';
import { createMetrics, type Metrics } from './ops/metrics';
import { SessionStore } from './modules/accounts/sessions';
import { TokenService } from './modules/accounts/tokens';

/** What every route and service may use; built once per server process. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: DbKind;
  mailer: Mailer;
  tokens: TokenService;
  sessions: SessionStore;
  /** The process's metrics registry; features add their own counters to it. */
  metrics: Metrics;
  /** Seals and opens KYC blobs (DECISIONS 48). */
  keyring: Keyring;
}

/** The context for a database; the mailer is the outbox or SMTP of the config unless given. */
export function createContext(
  config: Config,
  database: DbHandle,
  log: Pick<FastifyBaseLogger, 'info'>,
  mailer?: Mailer,
  metrics: Metrics = createMetrics(),
): AppContext {
  return {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer:
      mailer ??
      createMailer(
        { smtpUrl: config.SMTP_URL, outboxDir: config.MAIL_OUTBOX_DIR, from: config.MAIL_FROM },
        log,
      ),
    tokens: new TokenService(config.jwtSecret, config.TOKEN_TTL_SECONDS),
    sessions: new SessionStore(database.db, config.TOKEN_TTL_SECONDS),
    metrics,
    keyring: createKeyring(config.encryption.current, config.encryption.old),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

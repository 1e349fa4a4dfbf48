import type { Config } from './config';
import type { Db, DbKind } from './db/database';
import type { Mailer } from './mail/mailer';
import type { SessionStore } from './modules/accounts/sessions';
import type { TokenService } from './modules/accounts/tokens';

/** What every route and service may use; built once in app.ts. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: DbKind;
  mailer: Mailer;
  tokens: TokenService;
  sessions: SessionStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

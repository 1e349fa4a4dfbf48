/**
 * Sends a mail and records its delivery in `mail_outbox` (kind, recipient, sent or failed; never
 * the body). Returns false instead of throwing so callers choose what a failed send means.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { newId, nowIso } from '../lib/ids';
import type { Metrics } from '../ops/metrics';
import type { MailMessage, Mailer } from './mailer';

export interface MailDeps {
  db: Db;
  mailer: Mailer;
  log?: Pick<FastifyBaseLogger, 'error'>;
  metrics?: Pick<Metrics, 'mailSent' | 'mailFailures'>;
}

export async function sendTracked(
  deps: MailDeps,
  kind: string,
  message: MailMessage,
): Promise<boolean> {
  const id = newId();
  await deps.db
    .insertInto('mail_outbox')
    .values({ id, kind, to_address: message.to, created_at: nowIso(), sent_at: null, error: null })
    .execute();
  try {
    await deps.mailer.send(message);
    deps.metrics?.mailSent.inc({ kind });
    await deps.db
      .updateTable('mail_outbox')
      .set({ sent_at: nowIso() })
      .where('id', '=', id)
      .execute();
    return true;
  } catch (error) {
    deps.metrics?.mailFailures.inc({ kind });
    const reason = error instanceof Error ? error.message.slice(0, 200) : 'unknown error';
    // Only the kind and the reason are logged: the message may hold a code.
    deps.log?.error({ mailId: id, kind, reason }, 'mail not sent');
    await deps.db.updateTable('mail_outbox').set({ error: reason }).where('id', '=', id).execute();
    return false;
  }
}

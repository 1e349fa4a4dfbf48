/**
 * The contact form (DECISIONS 29): stored first, then mailed to the support address. A message
 * that is stored counts as received even if the mail fails (the failure is recorded).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ContactRequest } from '../../../../contract/user';
import type { AppContext } from '../../context';
import { newId, nowIso } from '../../lib/ids';
import { hit } from '../../lib/rate-limit';
import { sendTracked } from '../../mail/send';
import { contactMail } from '../../mail/templates';

export const CONTACT_SENT = 'Message sent. We will reply soon.';

export async function receiveContact(
  ctx: AppContext & { log?: Pick<FastifyBaseLogger, 'error'> },
  input: ContactRequest,
  ip: string,
): Promise<void> {
  await hit(ctx.db, {
    key: `contact-ip:${ip}`,
    max: ctx.config.CONTACT_MAX_PER_IP,
    windowSeconds: ctx.config.CONTACT_WINDOW_SECONDS,
  });
  const id = newId();
  await ctx.db
    .insertInto('contact_messages')
    .values({ id, ...input, created_at: nowIso(), mailed_at: null })
    .execute();
  if (await sendTracked(ctx, 'contact', contactMail(ctx.config.SUPPORT_EMAIL, input))) {
    await ctx.db
      .updateTable('contact_messages')
      .set({ mailed_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }
}

/**
 * The programmes' periodic work, in every server process (safe to run on many at once: closing
 * and paying are idempotent): close a campaign whose end has passed, so its qualified members
 * are paid without waiting for an operator, and pay HLR rewards that fell due (a birthday).
 * Hourly; not under tests, which call the same functions directly.
 */
import type { FastifyInstance } from 'fastify';
import { payDueHlr } from '../hlr/payout';
import { closeEndedCampaign } from './campaigns';

const HOUR = 3600 * 1000;

export function scheduleProgrammeJobs(app: FastifyInstance): void {
  if (app.ctx.config.NODE_ENV === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const closed = await closeEndedCampaign(app.ctx.db);
      if (closed)
        app.log.info({ campaign: closed.campaign.id, paid: closed.paid }, 'campaign closed');
      const paid = await payDueHlr(app.ctx.db);
      if (paid.length) app.log.info({ count: paid.length }, 'HLR rewards paid');
    } catch (error) {
      app.log.error({ err: error }, 'programme job failed');
    }
  };
  app.addHook('onReady', () => {
    timer = setInterval(() => void run(), HOUR);
    timer.unref();
    return Promise.resolve();
  });
  app.addHook('onClose', () => {
    if (timer) clearInterval(timer);
    return Promise.resolve();
  });
}

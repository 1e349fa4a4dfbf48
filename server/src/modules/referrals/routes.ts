/** The referral card image and the member's referral figures (issue 31, DECISIONS 50). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { REFERRAL_API, type ReferralStatsResponse } from '../../../../contract/referrals';
import { LANGUAGES } from '../../../../contract/language';
import { USERNAME_RE } from '../../../../contract/validation';
import { currentMember, requireMember } from '../accounts/auth-guard';
import { cardIsKept, countLookup, referralStats, sponsorCard, sponsorFor } from './service';

export const cardParams = z.object({
  language: z.enum(LANGUAGES, 'No such card'),
  file: z.string().regex(/^[A-Za-z0-9_]{3,30}\.png$/, 'No such card'),
});

/** A day in shared caches; the address changes with the name, so a new name is a new card. */
const CARD_CACHE = 'public, max-age=86400';

/** What the member's link brought (under /api). */
export default function routes(app: FastifyInstance): Promise<void> {
  app.get(REFERRAL_API.stats, { preHandler: requireMember }, async (request) => {
    const answer: ReferralStatsResponse = {
      success: true,
      stats: await referralStats(app.ctx, currentMember(request).id),
    };
    return answer;
  });
  return Promise.resolve();
}

const notFound = (reply: FastifyReply) =>
  reply.status(404).type('text/plain; charset=utf-8').send('Not found');

/**
 * The sponsors' sharing cards, beside the SPA rather than under /api (whose answers are never
 * cached): link previews and chat apps fetch them once and keep them.
 */
export function serveReferralCards(app: FastifyInstance): void {
  const ctx = app.ctx;
  app.get(REFERRAL_API.cardRoute, async (request, reply) => {
    const params = cardParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const { language, file } = params.data;
    const username = file.slice(0, -4);
    const sponsor = USERNAME_RE.test(username)
      ? await sponsorFor(ctx, username, language)
      : undefined;
    if (!sponsor) return notFound(reply);
    const etag = `"${sponsor.version}-${language}"`;
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    // Drawing costs; only a card not yet kept counts against the look-up limit.
    if (!cardIsKept(sponsor, language)) await countLookup(ctx, request.ip);
    const png = await sponsorCard(sponsor, language);
    if (!png) return notFound(reply);
    return reply
      .type('image/png')
      .header('cache-control', CARD_CACHE)
      .header('etag', etag)
      .send(png);
  });
}

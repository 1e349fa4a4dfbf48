/**
 * The sign-up page of a referral link, `/signup?ref=<username>` and `/ar/signup?ref=…`
 * (DECISIONS 50): the prerendered page with a head that names the sponsor and shows their card,
 * and one more visit on the sponsor's counter when a person (not a preview bot) opens it.
 * An unknown or closed sponsor, or an address over the look-up limit, gets the plain page.
 */
import type { FastifyRequest } from 'fastify';
import type { Language } from '../../../../contract/language';
import type { AppContext } from '../../context';
import { withSharingHead } from '../../http/sharing-head';
import { previewAllowed, previewHead, recordVisit, sponsorFor } from './service';
import { isPersonVisit } from './visitors';

const SIGNUP_PAGES = new Map<string, Language>([
  ['/signup', 'en'],
  ['/ar/signup', 'ar'],
]);

/** Returns the HTML to send for a page: the built one, or the sponsor's preview of it. */
export function referralPreview(ctx: AppContext) {
  return async (request: FastifyRequest, page: string, html: string): Promise<string> => {
    const language = SIGNUP_PAGES.get(page.toLowerCase());
    const { ref } = request.query as { ref?: unknown };
    if (!language || typeof ref !== 'string') return html;
    try {
      const sponsor = await sponsorFor(ctx, ref, language);
      if (!sponsor) return html;
      if (isPersonVisit(request.method, request.headers))
        await recordVisit(ctx, sponsor.id, request.log);
      if (!(await previewAllowed(ctx, request.ip))) return html;
      return withSharingHead(html, previewHead(ctx, sponsor, language));
    } catch (error) {
      // The sign-up page itself must never fail for its preview.
      request.log.error({ err: error }, 'referral preview failed');
      return html;
    }
  };
}

/** Input handling shared by the BBR, HLR and regional calls. */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../../lib/errors';
import { parseInput, wholeNumber } from '../../lib/validate';
import { currentMember } from '../accounts/auth-guard';

// Query strings: other keys (the old apps send userId=) are ignored, not refused.
export const PageQuery = z.object({
  page: wholeNumber('page', 1, 100_000).default(1),
  limit: wholeNumber('limit', 1, 100),
});

export function pageQuery(request: FastifyRequest, defaultLimit: number) {
  const q = (request.query ?? {}) as Record<string, unknown>;
  return parseInput(PageQuery, { page: q.page, limit: q.limit ?? defaultLimit });
}

/** The signed-in member's id, when `:userId` names them; anyone else is 403 (defect 9.6). */
export function ownUserId(request: FastifyRequest, message: string): string {
  const me = currentMember(request).id;
  const { userId } = request.params as { userId?: string };
  if (userId !== me) throw forbidden(message, 'NOT_YOUR_DATA');
  return me;
}

/**
 * The country-requests desk under `/api/ops/country-requests` (DECISIONS 49): the queue by status
 * (`country.read`) and the decision with an optional note (`country.decide`), through the same
 * decision as `npm run admin -- country-requests approve|reject` (the member's country changes
 * on approval; a Boss title stays where it was won) and its audit row.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  COUNTRY_NOTE_MAX,
  COUNTRY_REQUEST_STATUSES,
  OPS_CAMPAIGNS_API,
  type OpsCountryRequest,
} from '../../../../contract/ops-campaigns';
import { parseInput } from '../../lib/validate';
import { opsGuard, operatorActor } from '../operators/guard';
import { displayName } from './display';
import { decideRequest, listRequests } from './requests';

export const Queue = z.object({
  status: z
    .enum(COUNTRY_REQUEST_STATUSES, 'Status is one of pending, approved or rejected')
    .default('pending'),
});
export const IdParams = z.object({
  id: z.string().regex(/^[0-9a-f]{24}$/, 'No such country request'),
});
export const DecideBody = z.strictObject({
  note: z
    .string({ error: 'The note is text' })
    .max(COUNTRY_NOTE_MAX, `The note is at most ${String(COUNTRY_NOTE_MAX)} characters`)
    .optional(),
});

export default function countryOpsRoutes(app: FastifyInstance): Promise<void> {
  const read = { preHandler: opsGuard('country.read') };
  const decide = { preHandler: opsGuard('country.decide') };

  app.get(OPS_CAMPAIGNS_API.countryRequests, read, async (request) => {
    const { status } = parseInput(Queue, request.query);
    const rows = await listRequests(app.ctx.db, status);
    // Waiting requests oldest first; decided ones newest decision first.
    if (status !== 'pending')
      rows.sort((a, b) => (b.decided_at ?? '').localeCompare(a.decided_at ?? ''));
    const requests: OpsCountryRequest[] = rows.map((r) => ({
      id: r.id,
      memberId: r.member_id,
      username: r.username,
      name: displayName(r),
      currentCountry: r.current_country,
      requestedCountry: r.requested_country,
      reason: r.reason,
      status: r.status,
      requestedAt: r.requested_at,
      decidedAt: r.decided_at,
      note: r.note,
    }));
    return { success: true, requests };
  });

  for (const decision of ['approve', 'reject'] as const) {
    app.post(`/ops/country-requests/:id/${decision}`, decide, async (request) => {
      const { id } = parseInput(IdParams, request.params);
      const { note } = parseInput(DecideBody, request.body ?? {}, request.log);
      const r = await decideRequest(
        app.ctx.db,
        id,
        decision === 'approve' ? 'approved' : 'rejected',
        note ?? null,
        { actor: operatorActor(request, 'country.decide'), ip: request.ip },
      );
      return {
        success: true,
        status: r.status,
        currentCountry: r.current_country,
        requestedCountry: r.requested_country,
      };
    });
  }
  return Promise.resolve();
}

/**
 * Country-update requests: a member asks (one pending request at a time), an operator approves
 * (the member's country changes) or rejects, with an optional note, from the CLI
 * (`npm run admin -- country-requests …`) or the console's desk, through the same decision and
 * its audit row. The member reads the outcome on the regional page (no mail, either way).
 */
import type { Selectable } from 'kysely';
import { isMultilineText } from '../../../../contract/display-text';
import { COUNTRY_NOTE_MAX } from '../../../../contract/ops-campaigns';
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound, userNotFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { recordAudit, type AuditActor } from '../audit/service';
import { canonicalCountry } from './display';
import type { CountryRequestsTable } from './tables';
import { recordPermanentTitles, titleHolders } from './titles';

export type CountryRequest = Selectable<CountryRequestsTable>;

export const PENDING_MESSAGE = 'You already have a pending country update request';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return (
    e.code === '23505' ||
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    (typeof e.message === 'string' && e.message.includes('UNIQUE constraint failed'))
  );
}

export async function submitRequest(
  db: Db,
  memberId: string,
  input: { newCountry: string; reason?: string | undefined },
  now = new Date(),
): Promise<CountryRequest> {
  const member = await db
    .selectFrom('members')
    .select(['country'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (!member) throw userNotFound();
  const requested = canonicalCountry(input.newCountry);
  if (requested.toLowerCase() === member.country.trim().toLowerCase()) {
    throw badRequest(
      'That is already your country',
      { newCountry: 'That is already your country' },
      'COUNTRY_UNCHANGED',
    );
  }
  const row: CountryRequest = {
    id: newId(),
    member_id: memberId,
    current_country: member.country,
    requested_country: requested,
    reason: input.reason?.trim() || null,
    status: 'pending',
    requested_at: now.toISOString(),
    decided_at: null,
    note: null,
  };
  try {
    // The partial unique index settles a race between two quick submissions.
    await db.insertInto('country_requests').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(PENDING_MESSAGE, undefined, 'COUNTRY_REQUEST_PENDING');
    throw error;
  }
  return row;
}

export function listRequests(db: Db, status: CountryRequest['status'] | 'all') {
  let q = db
    .selectFrom('country_requests as r')
    .innerJoin('members as m', 'm.id', 'r.member_id')
    .select([
      'r.id',
      'r.member_id',
      'm.username',
      'm.first_name',
      'm.last_name',
      'r.current_country',
      'r.requested_country',
      'r.reason',
      'r.status',
      'r.requested_at',
      'r.decided_at',
      'r.note',
    ])
    .orderBy('r.requested_at')
    .orderBy('r.id');
  if (status !== 'all') q = q.where('r.status', '=', status);
  return q.execute();
}

/**
 * A decision's note: trimmed, cut to 300 characters, none when empty; plain text (DECISIONS 42,
 * line breaks allowed).
 */
export function checkNote(note: string | null | undefined): string | null {
  const text = (note ?? '').trim().slice(0, COUNTRY_NOTE_MAX).trim();
  if (!text) return null;
  if (!isMultilineText(text))
    throw badRequest('The note contains characters that are not allowed', {
      note: 'The note contains characters that are not allowed',
    });
  return text;
}

export async function decideRequest(
  db: Db,
  id: string,
  decision: 'approved' | 'rejected',
  rawNote: string | null,
  by: { actor: AuditActor; ip?: string | null },
  now = new Date(),
): Promise<CountryRequest> {
  const note = checkNote(rawNote);
  return db.transaction().execute(async (trx) => {
    const req = await trx
      .selectFrom('country_requests')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!req) throw notFound(`No country request ${id}`);
    if (req.status !== 'pending') throw conflict(`Request ${id} is already ${req.status}`);
    const decidedAt = now.toISOString();
    if (decision === 'approved') {
      // A title held at Boss stays in the country where it was won.
      await recordPermanentTitles(trx, await titleHolders(trx));
      await trx
        .updateTable('members')
        .set({ country: req.requested_country, updated_at: decidedAt })
        .where('id', '=', req.member_id)
        .execute();
    }
    const moved = await trx
      .updateTable('country_requests')
      .set({ status: decision, decided_at: decidedAt, note })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    // Two deciders at once: the later one finds the request decided (PostgreSQL re-reads it).
    if (Number(moved.numUpdatedRows) !== 1) throw conflict(`Request ${id} is already decided`);
    await recordAudit(trx, {
      actor: by.actor,
      action: decision === 'approved' ? 'country.approve' : 'country.reject',
      memberId: req.member_id,
      target: { type: 'country_request', id },
      fields: [
        'status',
        'decided_at',
        ...(note ? ['note'] : []),
        ...(decision === 'approved' ? ['members.country'] : []),
      ],
      ip: by.ip ?? null,
    });
    return { ...req, status: decision, decided_at: decidedAt, note };
  });
}

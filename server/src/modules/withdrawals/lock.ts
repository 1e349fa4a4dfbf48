/**
 * Serialises changes to one member's money. SQLite transactions already hold the database's
 * write lock from their first statement (`begin immediate`, db/database.ts). On PostgreSQL the
 * member's totals row is locked FOR UPDATE, the same row every credit moves, so two requests
 * (two tabs, two server processes) check the balance one after the other.
 */
import type { Transaction } from 'kysely';
import type { DbKind } from '../../db/database';
import type { Database } from '../../db/schema';
import { emptyDelta } from '../wallet/totals';

export async function lockMemberMoney(
  trx: Transaction<Database>,
  kind: DbKind,
  memberId: string,
): Promise<void> {
  if (kind !== 'postgres') return;
  await trx
    .insertInto('member_totals')
    .values({ member_id: memberId, ...emptyDelta() })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .execute();
  await trx
    .selectFrom('member_totals')
    .select('member_id')
    .where('member_id', '=', memberId)
    .forUpdate()
    .execute();
}

/**
 * What closing does to the stored data (DECISIONS 48, docs/security.md), inside the closing's
 * transaction. Erased: names, e-mail, phone, photo, password, heir name, sessions and codes.
 * Kept: the row (id, username, sponsor and tree place, country, rank, points, KYC status), every
 * ledger line and ride, all under the display name "Former member"; the username stays taken,
 * so it is never issued again. Payout account details are sealed and kept for five years.
 */
import type { Transaction } from 'kysely';
import { FORMER_MEMBER_NAME } from '../../../../contract/member-rights';
import type { Database } from '../../db/schema';
import type { Keyring } from '../../lib/sealed';

/** The member columns closing overwrites (the audit row names them, never their values). */
export const ERASED_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'phone_national',
  'selfie_image',
  'password_hash',
  'heir_name',
] as const;

/** Records a closed member's payout details are kept, counted from the closing (UAE AML law). */
export const RETENTION_YEARS = 5;

export function retainUntil(closedAt: string): string {
  const d = new Date(closedAt);
  d.setUTCFullYear(d.getUTCFullYear() + RETENTION_YEARS);
  return d.toISOString();
}

/** Placeholders that keep the unique columns unique and can never match a real value. */
const erasedEmail = (id: string) => `closed-${id}@closed.invalid`;
const erasedPhone = (id: string) => `#${Buffer.from(id, 'hex').toString('base64url')}`;

/** The account holder, IBAN and phone of each withdrawal, sealed; the plain columns cleared. */
async function sealPayoutAccounts(
  trx: Transaction<Database>,
  keyring: Keyring,
  memberId: string,
  until: string,
): Promise<number> {
  const rows = await trx
    .selectFrom('withdrawals')
    .select(['id', 'account_holder', 'iban', 'phone'])
    .where('member_id', '=', memberId)
    .execute();
  for (const w of rows) {
    const plain = JSON.stringify({ accountHolder: w.account_holder, iban: w.iban, phone: w.phone });
    await trx
      .insertInto('retained_payout_accounts')
      .values({
        withdrawal_id: w.id,
        member_id: memberId,
        sealed: keyring.seal(Buffer.from(plain, 'utf8'), `payout:${w.id}`),
        key_id: keyring.currentId,
        retain_until: until,
      })
      .execute();
  }
  if (rows.length)
    await trx
      .updateTable('withdrawals')
      .set({ account_holder: null, iban: null, phone: null })
      .where('member_id', '=', memberId)
      .execute();
  return rows.length;
}

/**
 * KYC retention step (DECISIONS 48): the member's KYC submissions and images stay sealed, readable
 * by compliance only, until `until` (closing time plus RETENTION_YEARS); `kyc purge` deletes them
 * afterwards.
 */
export async function retainKycRecords(
  trx: Transaction<Database>,
  memberId: string,
  until: string,
): Promise<void> {
  await trx
    .updateTable('kyc_submissions')
    .set({ retain_until: until })
    .where('member_id', '=', memberId)
    .execute();
}

export async function eraseMember(
  trx: Transaction<Database>,
  keyring: Keyring,
  memberId: string,
  closedAt: string,
): Promise<void> {
  const until = retainUntil(closedAt);
  await sealPayoutAccounts(trx, keyring, memberId, until);
  await retainKycRecords(trx, memberId, until);
  await trx
    .updateTable('members')
    .set({
      first_name: FORMER_MEMBER_NAME,
      last_name: '',
      email: erasedEmail(memberId),
      phone: erasedPhone(memberId),
      phone_national: '',
      selfie_image: null,
      // Not a hash argon2 can read, so no password ever matches it.
      password_hash: '!closed',
      heir_name: null,
      closed_at: closedAt,
      updated_at: closedAt,
    })
    .where('id', '=', memberId)
    .execute();
  await trx.deleteFrom('photos').where('member_id', '=', memberId).execute();
  await trx.deleteFrom('sessions').where('member_id', '=', memberId).execute();
  await trx.deleteFrom('email_codes').where('member_id', '=', memberId).execute();
}

/**
 * The end of the keeping period (DECISIONS 48): KYC records of a closed account are kept
 * encrypted for 5 years (`retain_until`, set when the account closes), then deleted with their
 * images. Run by `npm run admin -- kyc purge`, or with the sealed payout details by
 * `npm run admin -- retention purge` (daily is enough).
 */
import type { Db } from '../../db/database';

export async function purgeExpiredKyc(
  db: Db,
  now: Date = new Date(),
): Promise<{ submissions: number; images: number }> {
  return db.transaction().execute(async (trx) => {
    const due = trx
      .selectFrom('kyc_submissions')
      .select('id')
      .where('retain_until', 'is not', null)
      .where('retain_until', '<=', now.toISOString());
    // Images first: both databases then need no cascade to leave nothing behind.
    const images = await trx
      .deleteFrom('kyc_images')
      .where('submission_id', 'in', due)
      .executeTakeFirst();
    const submissions = await trx
      .deleteFrom('kyc_submissions')
      .where('retain_until', 'is not', null)
      .where('retain_until', '<=', now.toISOString())
      .executeTakeFirst();
    return {
      submissions: Number(submissions.numDeletedRows),
      images: Number(images.numDeletedRows),
    };
  });
}

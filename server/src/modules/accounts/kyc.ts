/**
 * KYC decisions by an operator (`npm run admin -- kyc …`). Approval raises the KYC level to 1,
 * or to 2 with the driver role; a photo given with it becomes the member's photo, checked and
 * re-encoded and stored like a photo the member uploads (DECISIONS 16, 37).
 */
import { readFile, stat } from 'node:fs/promises';
import { PHOTO_MAX_BYTES, PROFILE_MESSAGES } from '../../../../contract/profile';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { UsageError } from '../../cli/types';
import { preparePhoto } from '../photos/image';
import { setMemberPhoto } from '../photos/service';

async function readSelfie(file: string) {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new UsageError(`No such file: ${file}`);
  if (info.size > PHOTO_MAX_BYTES) throw new UsageError(PROFILE_MESSAGES.photoTooLarge);
  try {
    return await preparePhoto(await readFile(file));
  } catch (error) {
    if (error instanceof AppError) throw new UsageError(error.message);
    throw error;
  }
}

export interface KycChange {
  username: string;
  action: 'approve' | 'reject' | 'pending';
  selfieFile?: string | undefined;
  driver?: boolean;
}

export async function setKyc(ctx: AppContext, change: KycChange) {
  const member = await ctx.db
    .selectFrom('members')
    .select(['id', 'username', 'kyc_level', 'role', 'selfie_image'])
    .where('username_lower', '=', change.username.toLowerCase())
    .executeTakeFirst();
  if (!member) throw new UsageError(`No member named ${change.username}`);

  let selfie = member.selfie_image;
  if (change.selfieFile) {
    const photo = await readSelfie(change.selfieFile);
    selfie = await setMemberPhoto(ctx.db, member.id, photo);
  }

  const driver = change.driver === true && change.action === 'approve';
  const status =
    change.action === 'approve' ? 'approved' : change.action === 'reject' ? 'rejected' : 'pending';
  const level =
    change.action === 'approve' ? Math.max(member.kyc_level, driver ? 2 : 1) : member.kyc_level;
  const role = driver ? 'driver' : member.role;
  await ctx.db
    .updateTable('members')
    .set({
      kyc_status: status,
      kyc_level: level,
      role,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', member.id)
    .execute();

  return {
    username: member.username,
    kycStatus: status,
    kycLevel: level,
    role,
    selfieImage: selfie,
  };
}

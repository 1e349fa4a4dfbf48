/**
 * KYC decisions by an operator (`npm run admin -- kyc …`). Approval raises the KYC level to 1,
 * or to 2 with the driver role; a photo is copied into the uploads folder under an unguessable
 * name after checking it really is a JPEG, PNG or WebP image (DECISIONS 16).
 */
import { readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { newUploadName, uploadPath, uploadsDir } from '../../http/uploads';
import { UsageError } from '../../cli/types';

const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** The image type from the file's first bytes, or null. */
export function imageType(bytes: Buffer): 'jpg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
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
    const info = await stat(change.selfieFile).catch(() => null);
    if (!info?.isFile()) throw new UsageError(`No such file: ${change.selfieFile}`);
    if (info.size > MAX_PHOTO_BYTES) throw new UsageError('The photo must be at most 5 MB');
    const bytes = await readFile(change.selfieFile);
    const type = imageType(bytes);
    if (!type) throw new UsageError('The photo must be a JPEG, PNG or WebP image');
    const dir = uploadsDir(ctx.config.DATA_DIR);
    await mkdir(dir, { recursive: true });
    const name = newUploadName(type);
    await writeFile(path.join(dir, name), bytes);
    selfie = uploadPath(name);
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
      selfie_image: selfie,
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', member.id)
    .execute();

  // The replaced photo is removed, but only a file our uploads folder holds.
  if (selfie !== member.selfie_image && member.selfie_image?.startsWith('uploads/')) {
    const old = path.basename(member.selfie_image);
    await rm(path.join(uploadsDir(ctx.config.DATA_DIR), old), { force: true });
  }
  return {
    username: member.username,
    kycStatus: status,
    kycLevel: level,
    role,
    selfieImage: selfie,
  };
}

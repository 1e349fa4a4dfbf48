/**
 * `npm run admin -- kyc …`: operators decide KYC from the shell until the console's desk lands
 * (DECISIONS 48, 49). Every decision and every read of documents is audited as `cli:<user>`.
 *   kyc list [--status pending|approved|rejected|all]
 *   kyc show <username> [--out FOLDER]     (details; with --out, the decrypted images)
 *   kyc approve <username> [--selfie FILE] [--driver]
 *   kyc reject <username> --reason TEXT
 *   kyc purge                              (deletes records whose keeping period has ended)
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { KYC_IMAGE_MAX_BYTES, KYC_MESSAGES } from '../../../contract/kyc';
import { AppError } from '../lib/errors';
import { cliActor } from '../modules/audit/service';
import { decideForMember } from '../modules/kyc/member-decision';
import { purgeExpiredKyc } from '../modules/kyc/purge';
import { latestSubmission, memberForKyc } from '../modules/kyc/queries';
import { getKycSubmission, listKycQueue, readKycImages } from '../modules/kyc/review';
import { parseFlags, UsageError, type AdminCommand } from './types';

const USAGE =
  'kyc list [--status pending|approved|rejected|all] | show <username> [--out FOLDER] | approve <username> [--selfie FILE] [--driver] | reject <username> --reason TEXT | purge';

async function readSelfie(file: string): Promise<Buffer> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new UsageError(`No such file: ${file}`);
  if (info.size > KYC_IMAGE_MAX_BYTES) throw new UsageError(KYC_MESSAGES.imageTooLarge);
  return readFile(file);
}

const text = (flags: Record<string, string | true>, name: string): string | undefined => {
  const v = flags[name];
  if (v === true) throw new UsageError(`--${name} needs a value`);
  return v;
};

export const kycCommand: AdminCommand = {
  name: 'kyc',
  usage: USAGE,
  async run(ctx, args, out) {
    const { positional, flags } = parseFlags(args);
    const [action, username] = positional;
    try {
      switch (action) {
        case 'list': {
          const rows = await listKycQueue(ctx.db, { status: text(flags, 'status') ?? 'pending' });
          for (const r of rows)
            out(
              `${r.submittedAt}  ${r.status.padEnd(8)}  ${r.username}  ${r.documentType}  ${r.id}`,
            );
          out(`${rows.length} submission(s)`);
          return;
        }
        case 'show':
          await show(ctx, username, text(flags, 'out'), out);
          return;
        case 'approve':
        case 'reject': {
          if (!username) throw new UsageError(`Name the member: kyc ${action} <username>`);
          const selfieFile = text(flags, 'selfie');
          const r = await decideForMember(ctx, username, action, {
            actor: cliActor(),
            driver: flags.driver === true,
            reason: text(flags, 'reason') ?? null,
            ...(selfieFile ? { selfie: await readSelfie(selfieFile) } : {}),
          });
          out(
            `${r.username}: KYC ${r.status}, level ${r.kycLevel}, role ${r.role}` +
              (selfieFile ? ', selfie stored encrypted' : '') +
              (r.dateOfBirth ? `, date of birth ${r.dateOfBirth}` : '') +
              (r.mailed ? '; the member was e-mailed.' : '; the e-mail failed (see mail_outbox).'),
          );
          return;
        }
        case 'purge': {
          const r = await purgeExpiredKyc(ctx.db);
          out(
            `Deleted ${r.submissions} KYC submission(s) and ${r.images} image(s) past their keeping period.`,
          );
          return;
        }
        default:
          throw new UsageError('Say list, show, approve, reject or purge');
      }
    } catch (error) {
      if (error instanceof AppError && error.statusCode < 500) throw new UsageError(error.message);
      throw error;
    }
  },
};

async function show(
  ctx: Parameters<AdminCommand['run']>[0],
  username: string | undefined,
  outDir: string | undefined,
  out: (line: string) => void,
) {
  if (!username) throw new UsageError('Name the member: kyc show <username>');
  const member = await memberForKyc(ctx.db, { username });
  if (!member) throw new UsageError(`No member named ${username}`);
  const latest = await latestSubmission(ctx.db, member.id);
  if (!latest) {
    out(`${member.username}: KYC ${member.kyc_status ?? 'not submitted'}, no documents on file.`);
    return;
  }
  const actor = cliActor();
  const s = await getKycSubmission(ctx, latest.id, actor);
  out(`${s.username}: submission ${s.id}, ${s.status}, ${s.documentType}, sent ${s.submittedAt}`);
  if (s.details) {
    const d = s.details;
    out(`  name ${d.fullName}; number ${d.documentNumber}; born ${d.dateOfBirth}`);
    out(
      `  expires ${s.documentExpiresOn ?? '-'}${d.nationality ? `; nationality ${d.nationality}` : ''}`,
    );
  }
  if (s.reason) out(`  reason: ${s.reason}`);
  out(`  images: ${s.images.map((i) => `${i.kind} ${i.width}x${i.height}`).join(', ') || 'none'}`);
  if (!outDir) return;
  const images = await readKycImages(ctx, s.id, actor);
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  for (const image of images) {
    const file = path.join(outDir, `${s.username}-${s.id}-${image.kind}.jpg`);
    await writeFile(file, image.bytes, { mode: 0o600 });
    out(`  wrote ${file}`);
  }
  out(
    'WARNING: these are identity documents in clear. This read is in the audit log; delete the files as soon as you have decided.',
  );
}

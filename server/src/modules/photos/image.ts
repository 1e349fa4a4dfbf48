/**
 * Checks and re-encodes a member's photo (DECISIONS 37): only JPEG, PNG or WebP by their first
 * bytes (not by a name or a declared type), decoded in full so a damaged file is refused, turned
 * upright, fitted into 512 px, and written anew as WebP. Writing anew drops every piece of
 * metadata (EXIF with its GPS position, XMP, ICC), and anything hidden after the image data.
 */
import sharp from 'sharp';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PROFILE_MESSAGES } from '../../../../contract/profile';
import { AppError, badRequest } from '../../lib/errors';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** A decoded image may hold at most this many pixels (a 50 MP camera), against pixel bombs. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface PreparedPhoto {
  bytes: Buffer;
  contentType: string;
  ext: string;
}

/** The image type from the file's first bytes, or null. */
export function imageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export const photoTooLarge = () =>
  new AppError(
    413,
    PROFILE_MESSAGES.photoTooLarge,
    { photo: PROFILE_MESSAGES.photoTooLarge },
    undefined,
    'PHOTO_TOO_LARGE',
  );

const REFUSAL_CODES = {
  photoMissing: 'PHOTO_MISSING',
  photoType: 'PHOTO_TYPE',
  photoDamaged: 'PHOTO_DAMAGED',
} as const;

const refused = (reason: keyof typeof REFUSAL_CODES) =>
  badRequest(PROFILE_MESSAGES[reason], { photo: PROFILE_MESSAGES[reason] }, REFUSAL_CODES[reason]);

/** The stored form of an uploaded photo, or a 400/413 AppError that says what is wrong. */
export async function preparePhoto(input: Buffer): Promise<PreparedPhoto> {
  if (input.length > PHOTO_MAX_BYTES) throw photoTooLarge();
  if (input.length === 0) throw refused('photoMissing');
  const kind = imageKind(input);
  if (!kind) throw refused('photoType');
  try {
    const image = sharp(input, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      autoOrient: true,
    });
    const { format } = await image.metadata();
    // The first bytes and the decoder must agree (a PNG signature glued onto something else).
    if (format !== kind) throw refused('photoType');
    const bytes = await image
      .resize({
        width: PHOTO_MAX_PIXELS,
        height: PHOTO_MAX_PIXELS,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes, contentType: 'image/webp', ext: 'webp' };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused('photoDamaged');
  }
}

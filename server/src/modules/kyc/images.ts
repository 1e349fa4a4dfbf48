/**
 * KYC images are checked as photos are (the first bytes, a full decode, size and pixel limits)
 * but kept readable: upright, fitted inside 2,000 px, re-encoded as JPEG, which drops every piece
 * of metadata (EXIF with its GPS position, XMP, ICC). A small WebP thumbnail is made beside it
 * for the member's own view.
 */
import sharp from 'sharp';
import {
  KYC_IMAGE_MAX_BYTES,
  KYC_IMAGE_MAX_PIXELS,
  KYC_MESSAGES,
  type KycImageKind,
} from '../../../../contract/kyc';
import { AppError, badRequest } from '../../lib/errors';
import { imageKind } from '../photos/image';

const MAX_INPUT_PIXELS = 50_000_000;
const THUMB_PIXELS = 320;

export interface PreparedKycImage {
  kind: KycImageKind;
  bytes: Buffer;
  thumb: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

const refused = (field: string, message: string, code: 'PHOTO_TYPE' | 'PHOTO_DAMAGED') =>
  badRequest(message, { [field]: message }, code);

export const kycImageTooLarge = (field: string) =>
  new AppError(
    413,
    KYC_MESSAGES.imageTooLarge,
    { [field]: KYC_MESSAGES.imageTooLarge },
    undefined,
    'PHOTO_TOO_LARGE',
  );

/** The stored form of one KYC image, or a 400/413 naming `field`. */
export async function prepareKycImage(
  kind: KycImageKind,
  field: string,
  input: Buffer,
): Promise<PreparedKycImage> {
  if (input.length > KYC_IMAGE_MAX_BYTES) throw kycImageTooLarge(field);
  const declared = imageKind(input);
  if (!declared) throw refused(field, KYC_MESSAGES.imageType, 'PHOTO_TYPE');
  try {
    const source = sharp(input, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      autoOrient: true,
    });
    const { format } = await source.metadata();
    if (format !== declared) throw refused(field, KYC_MESSAGES.imageType, 'PHOTO_TYPE');
    const { data, info } = await source
      .clone()
      .resize({
        width: KYC_IMAGE_MAX_PIXELS,
        height: KYC_IMAGE_MAX_PIXELS,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await sharp(data)
      .resize({ width: THUMB_PIXELS, height: THUMB_PIXELS, fit: 'inside' })
      .webp({ quality: 70 })
      .toBuffer();
    return {
      kind,
      bytes: data,
      thumb,
      contentType: 'image/jpeg',
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused(field, KYC_MESSAGES.imageDamaged, 'PHOTO_DAMAGED');
  }
}

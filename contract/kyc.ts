/**
 * KYC (DECISIONS 48): what a member submits, the rules it must pass and what they see of it,
 * written once for the SPA's form, the server's routes and the tests. Plain checks are exported
 * on their own (Luhn, ages, dates) so the CLI and the console use the same ones.
 */
import { z } from 'zod';
import { isDisplayText } from './display-text';

export type KycState = 'not_submitted' | 'pending' | 'approved' | 'rejected';
export type KycDocumentType = 'emirates_id' | 'passport';
export type KycImageKind = 'id_front' | 'id_back' | 'passport' | 'selfie';

/** The images each document needs, in the order the form asks for them. */
export const KYC_IMAGES: Record<KycDocumentType, readonly KycImageKind[]> = {
  emirates_id: ['id_front', 'id_back', 'selfie'],
  passport: ['passport', 'selfie'],
};

/** Multipart field of each image. */
export const KYC_IMAGE_FIELD: Record<KycImageKind, string> = {
  id_front: 'idFront',
  id_back: 'idBack',
  passport: 'passportPage',
  selfie: 'selfie',
};

/** A phone camera's photo fits; larger files are refused before decoding (413). */
export const KYC_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Stored images fit inside this many pixels on their long side, readable yet bounded. */
export const KYC_IMAGE_MAX_PIXELS = 2000;
export const KYC_MIN_AGE = 18;
export const KYC_REASON_LIMITS = { min: 3, max: 300 } as const;

export const KYC_MESSAGES = {
  documentType: 'Choose Emirates ID or passport',
  fullName: 'Enter your full name as it is written on the document',
  emiratesId: 'Enter a valid Emirates ID number (784-YYYY-NNNNNNN-C)',
  passportNumber: 'Enter a valid passport number (6 to 9 letters and digits)',
  nationality: 'Choose your nationality',
  expiry: 'Enter the document’s expiry date',
  expired: 'This document has expired',
  dateOfBirth: 'Enter your date of birth',
  underage: 'You must be 18 or older',
  imageMissing: 'Add a photo of each side of the document and a selfie',
  imageType: 'Each image must be a JPEG, PNG or WebP photo.',
  imageDamaged: 'An image could not be read. It may be damaged; please choose another photo.',
  imageTooLarge: 'Each image must be at most 10 MB.',
  alreadyPending: 'Your documents are already being checked',
  alreadyApproved: 'Your identity is already verified',
  submitted: 'Documents received. We will e-mail you when they have been checked.',
  notYours: 'These documents are not yours',
} as const;

/** Digits of any script typed into the number become ASCII (DECISIONS 46). */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/g, (d) => {
    const c = d.charCodeAt(0);
    const zero = c >= 0xff10 ? 0xff10 : c >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(c - zero);
  });
}

/** Luhn check over a string of digits whose last digit is the check digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** `784-YYYY-NNNNNNN-C`, typed with or without dashes and spaces, or null when it is not one. */
export function normaliseEmiratesId(raw: string): string | null {
  const digits = asciiDigits(raw).replace(/[\s-]/g, '');
  if (!/^784\d{12}$/.test(digits) || !luhnValid(digits)) return null;
  return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7, 14)}-${digits.slice(14)}`;
}

export function normalisePassportNumber(raw: string): string | null {
  const text = asciiDigits(raw).replace(/\s/g, '').toUpperCase();
  return /^[A-Z0-9]{6,9}$/.test(text) ? text : null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isRealDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(text);
}

/** Today's date in Dubai (UTC+4, no daylight saving), as YYYY-MM-DD. */
export const dubaiToday = (now: Date = new Date()) =>
  new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(0, 10);

/** Whole years from a YYYY-MM-DD birth date to `today` (YYYY-MM-DD). */
export function ageOn(birth: string, today: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** ISO 3166-1 alpha-2 codes that name countries (no `EU`, `UN`, `ZZ` or private-use codes). */
export const isCountryCode = (code: string) =>
  /^[A-Z]{2}$/.test(code) && !/^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN)$/.test(code);

const emiratesIdField = z.string({ error: KYC_MESSAGES.emiratesId }).transform((raw, ctx) => {
  const number = normaliseEmiratesId(raw);
  if (!number) ctx.addIssue({ code: 'custom', message: KYC_MESSAGES.emiratesId });
  return number ?? '';
});

const passportField = z.string({ error: KYC_MESSAGES.passportNumber }).transform((raw, ctx) => {
  const number = normalisePassportNumber(raw);
  if (!number) ctx.addIssue({ code: 'custom', message: KYC_MESSAGES.passportNumber });
  return number ?? '';
});

/** The form's text fields; `today` is injected so tests and the server agree on the day. */
export function kycFieldsSchema(today: string = dubaiToday()) {
  // Each field is checked on its own, so every wrong field is named at once.
  const common = {
    fullName: z
      .string({ error: KYC_MESSAGES.fullName })
      .transform((s) => s.replace(/\s+/g, ' ').trim())
      .refine((s) => s.length >= 3 && s.length <= 100 && /\p{L}/u.test(s) && isDisplayText(s), {
        error: KYC_MESSAGES.fullName,
      }),
    documentExpiry: z
      .string({ error: KYC_MESSAGES.expiry })
      .refine(isRealDate, { error: KYC_MESSAGES.expiry })
      .refine((d) => d >= today, { error: KYC_MESSAGES.expired }),
    dateOfBirth: z
      .string({ error: KYC_MESSAGES.dateOfBirth })
      .refine((d) => isRealDate(d) && d < today && ageOn(d, today) <= 120, {
        error: KYC_MESSAGES.dateOfBirth,
      })
      .refine((d) => !isRealDate(d) || ageOn(d, today) >= KYC_MIN_AGE, {
        error: KYC_MESSAGES.underage,
      }),
  };
  return z.discriminatedUnion(
    'documentType',
    [
      z.object({
        documentType: z.literal('emirates_id'),
        ...common,
        documentNumber: emiratesIdField,
        // An Emirates ID holder may be of any nationality; the card does not need it.
        nationality: z
          .string()
          .optional()
          .transform(() => null),
      }),
      z.object({
        documentType: z.literal('passport'),
        ...common,
        documentNumber: passportField,
        nationality: z
          .string({ error: KYC_MESSAGES.nationality })
          .transform((c) => c.toUpperCase())
          .refine(isCountryCode, { error: KYC_MESSAGES.nationality }),
      }),
    ],
    { error: KYC_MESSAGES.documentType },
  );
}

export type KycFields = z.output<ReturnType<typeof kycFieldsSchema>>;

/** `GET /api/kyc`: what the member sees of their own verification. */
export interface KycStatusResponse {
  success: true;
  kyc: {
    status: KycState;
    /** The operator's reason, when rejected. */
    reason: string | null;
    submittedAt: string | null;
    decidedAt: string | null;
    /** The latest submission, whose thumbnails the member may view. */
    submissionId: string | null;
    documentType: KycDocumentType | null;
    images: KycImageKind[];
  };
}

export interface KycSubmittedResponse extends KycStatusResponse {
  message: string;
}

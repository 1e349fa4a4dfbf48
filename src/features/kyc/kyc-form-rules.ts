/**
 * The form's checks before sending: the contract's rules (so the browser and the server agree),
 * each message shown in the reader's language through this feature's catalogue, keyed like
 * contract/kyc.ts's messages.
 */
import {
  asciiDigits,
  dubaiToday,
  KYC_IMAGE_MAX_BYTES,
  KYC_IMAGES,
  KYC_MESSAGES,
  kycFieldsSchema,
  type KycDocumentType,
  type KycImageKind,
} from '@contract/kyc';
import { translate } from '@/i18n/catalogue';
import { kycMessages } from './messages';

export const TEXT_FIELDS = [
  'fullName',
  'documentNumber',
  'nationality',
  'documentExpiry',
  'dateOfBirth',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export type FormField = TextField | KycImageKind;
export type Values = Record<TextField, string> & { documentType: KycDocumentType };
export type Files = Partial<Record<KycImageKind, File>>;
export type Errors = Partial<Record<FormField, string>>;

export const kycFieldId = (field: FormField) => `kyc-${field}`;

const KEY_OF_MESSAGE = new Map<string, keyof typeof KYC_MESSAGES>(
  Object.entries(KYC_MESSAGES).map(([key, text]) => [text, key as keyof typeof KYC_MESSAGES]),
);

/** A contract (or server) message in the reader's language; unknown text is shown as it is. */
export function wordsOf(message: string): string {
  const key = KEY_OF_MESSAGE.get(message);
  return key ? translate(kycMessages, key) : message;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export function checkForm(values: Values, files: Files): Errors {
  const errors: Errors = {};
  const parsed = kycFieldsSchema(dubaiToday()).safeParse({
    ...values,
    documentNumber: asciiDigits(values.documentNumber),
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as TextField | undefined;
      if (field && !errors[field]) errors[field] = wordsOf(issue.message);
    }
  for (const kind of KYC_IMAGES[values.documentType]) {
    const file = files[kind];
    if (!file) errors[kind] = wordsOf(KYC_MESSAGES.imageMissing);
    else if (file.size > KYC_IMAGE_MAX_BYTES) errors[kind] = wordsOf(KYC_MESSAGES.imageTooLarge);
    else if (file.type && !IMAGE_TYPES.includes(file.type))
      errors[kind] = wordsOf(KYC_MESSAGES.imageType);
  }
  return errors;
}

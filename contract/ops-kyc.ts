/**
 * The KYC desk's answers under `/api/ops/kyc` (DECISIONS 48, 49): the queue and one submission
 * as compliance reads it. Plain data, no zod.
 */
import type { KycDocumentType, KycImageKind } from './kyc';

export const KYC_QUEUE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type KycQueueStatus = (typeof KYC_QUEUE_STATUSES)[number];

export interface OpsKycQueueItem {
  id: string;
  memberId: string;
  username: string;
  status: string;
  documentType: string;
  submittedAt: string;
  decidedAt: string | null;
}

/**
 * The document number's check: an Emirates ID's Luhn check digit (`valid` / `invalid`); a
 * passport number has none (`none`); `unknown` when the details could not be read.
 */
export type IdNumberCheck = 'valid' | 'invalid' | 'none' | 'unknown';

export interface OpsKycEarlier {
  id: string;
  status: string;
  documentType: string;
  submittedAt: string;
  decidedAt: string | null;
  reason: string | null;
}

export interface OpsKycSubmission extends OpsKycQueueItem {
  documentExpiresOn: string | null;
  decidedBy: string | null;
  reason: string | null;
  document: {
    type: KycDocumentType;
    fullName: string;
    number: string;
    numberCheck: IdNumberCheck;
    nationality: string | null;
    dateOfBirth: string;
  } | null;
  /** What the member's profile says, to set against the document. */
  profile: {
    name: string;
    dateOfBirth: string | null;
    /** The document's name holds the profile's names (same words, any order or case). */
    nameMatches: boolean | null;
    dateOfBirthMatches: boolean | null;
  };
  images: { kind: KycImageKind; width: number; height: number }[];
  earlier: OpsKycEarlier[];
}

/**
 * The personal values of a submission, sealed as one JSON blob bound to the submission's id, and
 * the contexts every KYC blob is sealed under.
 */
import type { KycDocumentType } from '../../../../contract/kyc';
import type { Keyring } from '../../lib/sealed';

export interface KycDetails {
  documentType: KycDocumentType;
  fullName: string;
  documentNumber: string;
  nationality: string | null;
  dateOfBirth: string;
}

export const detailsContext = (submissionId: string) => `kyc:${submissionId}:details`;
export const imageContext = (submissionId: string, kind: string) => `kyc:${submissionId}:${kind}`;
export const thumbContext = (submissionId: string, kind: string) =>
  `kyc:${submissionId}:${kind}:thumb`;

export const sealDetails = (keyring: Keyring, submissionId: string, details: KycDetails) =>
  keyring.seal(Buffer.from(JSON.stringify(details), 'utf8'), detailsContext(submissionId));

export function openDetails(
  keyring: Keyring,
  submissionId: string,
  blob: Buffer | null,
): KycDetails | null {
  if (!blob) return null;
  return JSON.parse(
    keyring.open(blob, detailsContext(submissionId)).toString('utf8'),
  ) as KycDetails;
}

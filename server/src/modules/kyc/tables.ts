/**
 * KYC submissions and their images (migration 019-kyc, DECISIONS 48). Personal values (name,
 * document number, nationality, date of birth) and every image are sealed blobs; only what
 * operators sort and decide by is plain.
 */
export interface KycSubmissionsTable {
  id: string;
  member_id: string;
  /** pending | approved | rejected */
  status: string;
  /** emirates_id | passport, or `operator` for a decision made outside the site (the CLI). */
  document_type: string;
  /** YYYY-MM-DD; null for an operator record. */
  document_expires_on: string | null;
  /** Sealed JSON of KycDetails (context `kyc:<id>:details`); null for an operator record. */
  details: Buffer | null;
  submitted_at: string;
  decided_at: string | null;
  /** `cli:<user>` or an operator id. */
  decided_by: string | null;
  reason: string | null;
  /** Set when the account closes (5 years on); purgeExpiredKyc deletes the row after it. */
  retain_until: string | null;
}

export interface KycImagesTable {
  submission_id: string;
  /** id_front | id_back | passport | selfie */
  kind: string;
  /** Sealed image (context `kyc:<submission>:<kind>`). */
  image: Buffer;
  /** Sealed thumbnail for the member (context `kyc:<submission>:<kind>:thumb`). */
  thumb: Buffer;
  content_type: string;
  width: number;
  height: number;
  created_at: string;
}

export interface KycTables {
  kyc_submissions: KycSubmissionsTable;
  kyc_images: KycImagesTable;
}

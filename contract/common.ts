import type { ErrorCode } from './error-codes';

/** Every failure answer of the API (ARCHITECTURE.md section 3). */
export interface ApiFailure {
  success: false;
  /** English, word for word what the spec says (DECISIONS 38). */
  message: string;
  /** The failure's stable name, which the SPA translates (contract/error-codes.ts). */
  code: ErrorCode;
  /** Field name → message, for validation (400) and taken values (409). */
  errors?: Record<string, string>;
  /** Field name → code, beside `errors`. */
  codes?: Record<string, ErrorCode>;
}

/** Paging block sent beside every paged list. */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
}

export type IsoDate = string;

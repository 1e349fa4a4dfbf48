/** Every failure answer of the API (ARCHITECTURE.md section 3). */
export interface ApiFailure {
  success: false;
  message: string;
  /** Field name → message, for validation (400) and taken values (409). */
  errors?: Record<string, string>;
}

/** Paging block sent beside every paged list. */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
}

export type IsoDate = string;

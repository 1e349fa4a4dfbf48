/** Accepting the current terms (issue 28, DECISIONS 48). */
import { API } from '@contract/api-paths';
import type { SimpleResponse } from '@contract/member-rights';
import { TERMS_VERSION } from '@contract/terms';
import { apiClient } from '@/lib/api-client';

export async function acceptTerms(): Promise<SimpleResponse> {
  return (await apiClient.post<SimpleResponse>(API.consent, { termsVersion: TERMS_VERSION })).data;
}

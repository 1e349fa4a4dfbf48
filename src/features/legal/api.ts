/** Accepting the current terms (issue 28, DECISIONS 48). */
import { API } from '@contract/api-paths';
import { TERMS_VERSION, type SimpleResponse } from '@contract/member-rights';
import { apiClient } from '@/lib/api-client';

export async function acceptTerms(): Promise<SimpleResponse> {
  return (await apiClient.post<SimpleResponse>(API.consent, { termsVersion: TERMS_VERSION })).data;
}

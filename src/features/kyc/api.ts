/** The KYC calls (DECISIONS 48): the member's status, the submission, their own thumbnails. */
import { API } from '@contract/api-paths';
import type { KycStatusResponse, KycSubmittedResponse } from '@contract/kyc';
import { apiClient } from '@/lib/api-client';

// Three phone photos on a slow connection take far longer than the usual 10 s.
const UPLOAD_TIMEOUT_MS = 180_000;

export const kycApi = {
  status: async (): Promise<KycStatusResponse> =>
    (await apiClient.get<KycStatusResponse>(API.kyc)).data,
  submit: async (form: FormData): Promise<KycSubmittedResponse> =>
    (
      await apiClient.post<KycSubmittedResponse>(API.kyc, form, {
        // Not the client's JSON default: the browser adds the multipart boundary itself.
        headers: { 'Content-Type': 'multipart/form-data' },
        timeout: UPLOAD_TIMEOUT_MS,
      })
    ).data,
  /** A thumbnail as a blob: the image needs the bearer header, so it cannot be a plain <img src>. */
  thumbnail: async (submissionId: string, kind: string): Promise<Blob> =>
    (await apiClient.get<Blob>(API.kycImage(submissionId, kind), { responseType: 'blob' })).data,
};

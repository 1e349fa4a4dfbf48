/** The profile calls (DECISIONS 37): edit the member's own names and gender, upload a photo. */
import { API } from '@contract/api-paths';
import { PHOTO_FIELD } from '@contract/profile';
import type { ProfileResponse, UpdateProfileRequest } from '@contract/user';
import { apiClient } from '@/lib/api-client';

export async function updateProfile(changes: UpdateProfileRequest): Promise<ProfileResponse> {
  return (await apiClient.patch<ProfileResponse>(API.profile, changes)).data;
}

// A 5 MB photo on a slow phone connection takes far longer than the usual 10 s.
const UPLOAD_TIMEOUT_MS = 120_000;

/** Sends the photo as multipart; `onProgress` gets 0-100 as the bytes leave. */
export async function uploadProfilePhoto(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<ProfileResponse> {
  const form = new FormData();
  form.append(PHOTO_FIELD, file);
  const res = await apiClient.post<ProfileResponse>(API.profilePhoto, form, {
    // Not the client's JSON default: the browser adds the multipart boundary itself.
    headers: { 'Content-Type': 'multipart/form-data' },
    timeout: UPLOAD_TIMEOUT_MS,
    signal,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  return res.data;
}

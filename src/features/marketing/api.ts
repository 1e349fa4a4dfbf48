/** The contact form's one call (DECISIONS 29): POST /api/contact {name, email, message}. */
import { API } from '@contract/api-paths';
import type { ContactRequest } from '@contract/user';
import { apiClient } from '@/lib/api-client';

export async function sendContactMessage(body: ContactRequest): Promise<void> {
  await apiClient.post(API.contact, body);
}

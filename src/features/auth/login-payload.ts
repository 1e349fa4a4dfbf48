import type { LoginRequest } from '@contract/user';
import { classifyIdentifier } from '@contract/validation';

/**
 * The login body of spec section 3: the identifier goes into exactly one of email, phoneNumber
 * or username (classified as spec section 5 says), the other two are sent empty.
 */
export function loginPayload(
  identifier: string,
  password: string,
  rememberMe: boolean,
): LoginRequest & { rememberMe: boolean } {
  const value = identifier.trim();
  const kind = classifyIdentifier(value);
  return {
    email: kind === 'email' ? value : '',
    // Spaces are ignored when classifying, so they are not sent either.
    phoneNumber: kind === 'phoneNumber' ? value.replace(/\s+/g, '') : '',
    username: kind === 'username' ? value : '',
    password,
    rememberMe,
  };
}

import { compactPhone } from '@contract/phone-countries';
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
    // Separators are ignored when classifying, so they are not sent either (the server reads
    // '0501234567' as a national number of each of the eight countries, DECISIONS 13).
    phoneNumber: kind === 'phoneNumber' ? compactPhone(value) : '',
    username: kind === 'username' ? value : '',
    password,
    rememberMe,
  };
}

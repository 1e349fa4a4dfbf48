/** Strips surrounding quotes a token may have picked up in storage. */
export function cleanToken(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const token = raw.trim().replace(/^["']+|["']+$/g, '');
  return token || null;
}

/** Spec section 5: three non-empty parts separated by dots. */
export function isValidTokenFormat(raw: string | null | undefined): boolean {
  const token = cleanToken(raw);
  if (!token) return false;
  const parts = token.split('.');
  return parts.length === 3 && parts.every((p) => p.length > 0);
}

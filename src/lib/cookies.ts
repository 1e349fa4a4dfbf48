/**
 * The three cookie operations the stored session needs (spec section 3), written here rather
 * than taken from js-cookie, which cost the home route more bytes than it saved (budget,
 * issue 16). Every cookie is written for the whole site (path=/); `expires` counts days and,
 * left out, makes a session cookie.
 */
export interface CookieOptions {
  expires?: number;
  secure?: boolean;
  sameSite?: 'strict' | 'lax' | 'none';
}

const DAY_MS = 24 * 60 * 60 * 1000;

// Without a document (the prerender runs in Node) there are no cookies: reads find none and
// writes do nothing.
const hasDocument = () => typeof document !== 'undefined';

function write(name: string, value: string, { expires, secure, sameSite }: CookieOptions): void {
  if (!hasDocument()) return;
  let cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/`;
  if (sameSite) cookie += `; samesite=${sameSite}`;
  if (secure) cookie += '; secure';
  if (expires !== undefined)
    cookie += `; expires=${new Date(Date.now() + expires * DAY_MS).toUTCString()}`;
  document.cookie = cookie;
}

/** Percent-decoding that leaves a malformed value as it is instead of throwing. */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function read(name: string): string | undefined {
  if (!hasDocument()) return undefined;
  for (const pair of document.cookie ? document.cookie.split(/;\s*/) : []) {
    const at = pair.indexOf('=');
    if (at === -1 || decode(pair.slice(0, at)) !== name) continue;
    const raw = pair.slice(at + 1);
    // A value may arrive in double quotes (RFC 6265 allows it); the quotes are not part of it.
    return decode(
      raw.length > 1 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw,
    );
  }
  return undefined;
}

/** An object (not loose functions) so tests can spy on what the session writes. */
export const cookies = {
  get: read,
  set: write,
  /** Expires the cookie at once (path=/, as it was written). */
  remove: (name: string): void => {
    write(name, '', { expires: -1 });
  },
};

/**
 * The CSP hashes of the inline scripts in the HTML we serve (issue 16: the theme script is
 * inline so it costs no round trip before the first paint). Hashing what the build actually
 * wrote keeps the policy exact: a changed script gets its new hash, an injected one gets none.
 */
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` sources for every script element without `src` in the given documents. */
export function inlineScriptHashes(documents: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of documents) {
    for (const [, attrs = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
      if (/\ssrc\s*=/i.test(attrs) || body === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

import type { FastifyInstance } from 'fastify';

/**
 * The CSP the built SPA runs under with no violations: scripts from our origin plus the inline
 * scripts of our own HTML by hash (the theme script); styles allow inline because the toaster
 * sets element styles and the prerendered pages carry their CSS inline.
 */
export const contentSecurityPolicy = (scriptHashes: readonly string[] = []) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export function securityHeaders(
  app: FastifyInstance,
  opts: { hsts: boolean; scriptHashes?: readonly string[] },
): void {
  const policy = contentSecurityPolicy(opts.scriptHashes);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', policy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    reply.header('cross-origin-opener-policy', 'same-origin');
    // HSTS only means something behind TLS (PUBLIC_URL https, or https as Fastify sees it:
    // X-Forwarded-Proto counts only with TRUST_PROXY, otherwise anyone could set it).
    if (opts.hsts || request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

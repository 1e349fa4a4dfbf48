/**
 * `requireMember`: the preHandler of every signed-in call. It accepts `Authorization: Bearer
 * <jwt>` only, checks the session is live, and sets `request.member`. Any failure is 401, so the
 * SPA's sessionCleared rule works. The `auth_token` cookie the SPA keeps is never read here: a
 * browser attaches cookies to cross-site requests, a header it does not (issue 19).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';

export interface AuthedMember {
  id: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    member?: AuthedMember;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim().replace(/^"|"$/g, '');
    if (token && token !== 'null' && token !== 'undefined') return token;
  }
  return null;
}

export async function requireMember(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized('Not signed in', 'NOT_SIGNED_IN');
  const claims = await request.server.ctx.tokens.verify(token);
  if (!claims) throw unauthorized('Invalid or expired token', 'TOKEN_INVALID');
  const live = await request.server.ctx.sessions.isLive(claims.sessionId, claims.memberId);
  if (!live) throw unauthorized('Session expired', 'SESSION_EXPIRED');
  request.member = { id: claims.memberId, sessionId: claims.sessionId };
}

/** The signed-in member; only call after `requireMember`. */
export function currentMember(request: FastifyRequest): AuthedMember {
  if (!request.member) throw unauthorized('Not signed in', 'NOT_SIGNED_IN');
  return request.member;
}

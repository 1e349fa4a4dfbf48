import type { Db } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import { newSessionId, nowIso } from '../../lib/ids';

// Every signed-in call reads its session, so the read is compiled once.
const sessionById = preparedQuery((db: Db, sessionId: string) =>
  db
    .selectFrom('sessions')
    .select(['member_id', 'expires_at', 'revoked_at'])
    .where('id', '=', sessionId),
);

/** Server-side sessions, so logout revokes a token before it expires (DECISIONS 2). */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly ttlSeconds: number,
  ) {}

  async create(memberId: string, userAgent?: string): Promise<string> {
    const id = newSessionId();
    const now = Date.now();
    await this.db
      .insertInto('sessions')
      .values({
        id,
        member_id: memberId,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + this.ttlSeconds * 1000).toISOString(),
        revoked_at: null,
        // Only for the member's devices list; bounded, never parsed for anything else.
        user_agent: userAgent ? userAgent.slice(0, 200) : null,
      })
      .execute();
    return id;
  }

  async isLive(sessionId: string, memberId: string): Promise<boolean> {
    const [row] = await sessionById(this.db, sessionId);
    return !!row && row.member_id === memberId && !row.revoked_at && row.expires_at > nowIso();
  }

  async revoke(sessionId: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: nowIso() })
      .where('id', '=', sessionId)
      .execute();
  }

  /** After a password reset every session of the member ends. */
  async revokeAll(memberId: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: nowIso() })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_FLAVOURS, type TestApp } from '../../../test/harness';
import { cliActor, listAudit, recordAudit } from './service';

describe.each(DB_FLAVOURS)('audit trail (%s)', (flavour) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(flavour);
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.app.ctx.db;

  it('lists entries newest first, paged by cursor, with field names sorted and unique', async () => {
    const base = Date.parse('2026-11-01T08:00:00Z');
    for (let i = 0; i < 5; i++) {
      await recordAudit(db(), {
        actor: { kind: 'operator', id: 'op1', role: 'compliance' },
        action: 'kyc.approve',
        memberId: 'm1',
        target: { type: 'kyc_submission', id: `s${String(i)}` },
        fields: ['status', 'decided_at', 'status'],
        ip: '127.0.0.1',
        at: new Date(base + i * 1000),
      });
    }
    const first = await listAudit(db(), { memberId: 'm1' }, { limit: 3 });
    expect(first.rows.map((r) => r.targetId)).toEqual(['s4', 's3', 's2']);
    expect(first.rows[0]?.fields).toEqual(['decided_at', 'status']);
    expect(first.rows[0]).toMatchObject({ actorKind: 'operator', actorRole: 'compliance' });
    const second = await listAudit(
      db(),
      { memberId: 'm1' },
      { limit: 3, cursor: first.nextCursor ?? '' },
    );
    expect(second.rows.map((r) => r.targetId)).toEqual(['s1', 's0']);
    expect(second.nextCursor).toBeNull();
  });

  it('lists actions made one after the other in the order they were made, even within a millisecond', async () => {
    for (let i = 0; i < 30; i++) {
      await recordAudit(db(), {
        actor: cliActor(),
        action: 'operator.roles',
        target: { type: 'operator', id: `burst${String(i)}` },
        memberId: 'burst',
      });
    }
    const page = await listAudit(db(), { memberId: 'burst' }, { limit: 100 });
    expect(page.rows.map((r) => r.targetId)).toEqual(
      Array.from({ length: 30 }, (_, i) => `burst${String(29 - i)}`),
    );
  });

  it('filters by action prefix and records the CLI as cli:<system user>', async () => {
    await recordAudit(db(), { actor: cliActor(), action: 'kyc.image.read', memberId: 'm2' });
    await recordAudit(db(), { actor: cliActor(), action: 'withdrawal.approve', memberId: 'm2' });
    const kyc = await listAudit(db(), { memberId: 'm2', action: 'kyc.' });
    expect(kyc.rows.map((r) => r.action)).toEqual(['kyc.image.read']);
    expect(kyc.rows[0]?.actorId).toMatch(/^cli:.+/);
  });

  it('refuses a field name that could carry a value', async () => {
    await expect(
      recordAudit(db(), { actor: { kind: 'system' }, action: 'member.update', fields: ['a@b.c'] }),
    ).rejects.toThrow(/field name/);
  });

  it('refuses every update and delete at the database', async () => {
    await recordAudit(db(), { actor: { kind: 'system' }, action: 'test.row', memberId: 'm3' });
    await expect(
      sql`update audit_log set action = 'x' where member_id = 'm3'`.execute(db()),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log where member_id = 'm3'`.execute(db())).rejects.toThrow(
      /append-only/,
    );
    expect((await listAudit(db(), { memberId: 'm3' })).rows).toHaveLength(1);
  });
});

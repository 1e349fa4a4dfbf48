/**
 * `npm run admin -- members …` (issue 30): lock, unlock and note through the console's services,
 * audited as `cli:<system user>`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, tokenFor } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import { listAudit } from '../modules/audit/service';
import { membersCommand } from './members-commands';
import { CommandFailed, UsageError } from './types';

describe('members commands', () => {
  let t: TestApp;
  let id: string;
  const username = `cli_member_${String(process.pid)}`;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    id = await addMember(t.app.ctx.db, { username });
  });
  afterAll(() => t.close());
  const run = async (...args: string[]) => {
    const lines: string[] = [];
    await membersCommand.run(t.app.ctx, args, (l) => lines.push(l));
    return lines.join('\n');
  };

  it('locks (ending sessions), refuses a second lock, unlocks and notes, each audited as cli', async () => {
    const token = await tokenFor(t.app, id);
    expect(await run('lock', username.toUpperCase(), '--reason', 'Fraud check')).toContain(
      '1 session(s) ended',
    );
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/drivers/get-current-user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
    await expect(run('lock', username, '--reason', 'Again')).rejects.toBeInstanceOf(CommandFailed);
    expect(await run('unlock', username, '--reason', 'Cleared')).toContain('unlocked');
    expect(await run('note', username, '--text', 'Phoned the member')).toContain('Note added');
    const rows = (await listAudit(t.app.ctx.db, { memberId: id })).rows;
    expect(rows.map((r) => r.action).sort()).toEqual([
      'members.lock',
      'members.note.add',
      'members.unlock',
    ]);
    for (const r of rows) expect(r.actorKind).toBe('cli');
    const note = await t.app.ctx.db
      .selectFrom('member_notes')
      .selectAll()
      .where('member_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(note.author).toMatch(/^cli:/);
  });

  it('asks for a reason and a known member', async () => {
    await expect(run('lock', username)).rejects.toBeInstanceOf(UsageError);
    await expect(run('lock', 'nobody_here', '--reason', 'x')).rejects.toBeInstanceOf(CommandFailed);
    await expect(run('freeze', username)).rejects.toBeInstanceOf(UsageError);
  });
});

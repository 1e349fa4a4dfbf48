import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { createMailer } from '../../mail/mailer';
import { signupCodeMail } from '../../mail/templates';
import { buildBenchTree } from './tree';

const dir = mkdtempSync(path.join(tmpdir(), 'rihla-bench-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('benchmark tree (seed --members)', () => {
  it('builds a 5-ary tree with closure rows and per-depth counts, then reuses the cache', async () => {
    const file = path.join(dir, 'members-157.db');
    expect((await buildBenchTree(file, 157, 1024)).cached).toBe(false);
    const handle = openDatabase({ kind: 'sqlite', file });
    try {
      const root = await handle.db
        .selectFrom('members')
        .select('id')
        .where('username', '=', 'bench0')
        .executeTakeFirstOrThrow();
      const counts = await handle.db
        .selectFrom('level_counts')
        .select(['depth', 'count'])
        .where('member_id', '=', root.id)
        .orderBy('depth')
        .execute();
      expect(counts).toEqual([
        { depth: 1, count: 5 },
        { depth: 2, count: 25 },
        { depth: 3, count: 125 },
        { depth: 4, count: 1 },
      ]);
      const paths = await handle.db
        .selectFrom('referral_paths')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      // 5·1 + 25·2 + 125·3 + 1·4
      expect(paths.n).toBe(434);
    } finally {
      await handle.close();
    }
    expect((await buildBenchTree(file, 157, 1024)).cached).toBe(true);
  });
});

describe('mail outbox', () => {
  it('writes each mail as an .eml file and logs only its path, never the code', async () => {
    const logged: unknown[] = [];
    const outbox = path.join(dir, 'outbox');
    const mailer = createMailer({ outboxDir: outbox, from: 'Rihla <no-reply@rihla.test>' }, {
      info: (...args: unknown[]) => logged.push(args),
    } as never);
    await mailer.send(signupCodeMail('someone@example.test', '482913', 10));
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(readFileSync(path.join(outbox, files[0]!), 'utf8')).toContain('482913');
    expect(JSON.stringify(logged)).not.toContain('482913');
    expect(JSON.stringify(logged)).toContain(files[0]);
  });
});

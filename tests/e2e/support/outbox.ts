import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { e2eEnv } from './e2e-env';

/** Reads the newest 6-digit code mailed to `to` from the server's outbox (codes are never logged). */
export async function readCodeFromOutbox(
  to: string,
  { timeoutMs = 10_000, after = 0 } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(e2eEnv.outboxDir).filter((f) => f.endsWith('.eml'));
    } catch {
      files = [];
    }
    const newestFirst = files.sort().reverse();
    for (const file of newestFirst) {
      if (Number(file.split('-')[0]) < after) continue;
      const text = readFileSync(path.join(e2eEnv.outboxDir, file), 'utf8');
      if (!new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(text))
        continue;
      const code = /\b(\d{6})\b/.exec(
        text
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n'),
      )?.[1];
      if (code) return code;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No code mailed to ${to} within ${timeoutMs} ms`);
}

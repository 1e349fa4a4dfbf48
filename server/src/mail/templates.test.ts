/** The code mails as they leave the server: words by language, and the raw outbox file. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';
import { resetCodeMail, signupCodeMail } from './templates';

describe('code mails', () => {
  it.each([
    [1, 'دقيقة واحدة'],
    [2, 'دقيقتين'],
    [5, '5 دقائق'],
    [10, '10 دقائق'],
    [15, '15 دقيقة'],
    [100, '100 دقيقة'],
  ])('counts %i minutes in Arabic as "%s"', (minutes, words) => {
    expect(signupCodeMail('a@example.test', '123456', minutes, 'ar').text).toContain(
      `لمدة ${words}.`,
    );
  });

  it('has one 6-digit number in each part: the code', () => {
    for (const mail of [
      signupCodeMail('a@example.test', '012345', 10, 'ar'),
      resetCodeMail('a@example.test', '012345', 10, 'ar'),
      signupCodeMail('a@example.test', '012345', 10, 'en'),
      resetCodeMail('a@example.test', '012345', 10, 'en'),
    ]) {
      expect(mail.text.match(/\b\d{6}\b/g)).toEqual(['012345']);
      expect(mail.html?.match(/\b\d{6}\b/g)).toEqual(['012345']);
    }
  });

  describe('in the outbox', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rihla-mail-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('writes an Arabic mail with its language and the code readable in the raw file', async () => {
      const mailer = createMailer(
        { outboxDir: dir, from: 'Rihla <no-reply@example.test>' },
        { info: () => undefined },
      );
      await mailer.send(signupCodeMail('layla@example.test', '482913', 10, 'ar'));
      const [file] = readdirSync(dir);
      const raw = readFileSync(path.join(dir, file ?? ''), 'utf8');
      expect(raw).toMatch(/^Content-Language: ar$/m);
      expect(raw).toContain('multipart/alternative');
      expect(raw).toMatch(/Content-Transfer-Encoding: quoted-printable/);
      // What the end-to-end tests do: the first 6-digit number after the headers is the code.
      const body = raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n');
      expect(/\b(\d{6})\b/.exec(body)?.[1]).toBe('482913');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { listAudit } from '../modules/audit/service';
import { auditCliRun, cliAuditAction } from './audit-run';

describe('audit rows of CLI commands', () => {
  it('names the command and its sub-command, never an argument', () => {
    expect(cliAuditAction('payout', ['--member', 'demo', '--amount', '10'])).toBe('cli.payout');
    expect(cliAuditAction('kyc', ['approve', 'demo'])).toBe('cli.kyc.approve');
    expect(cliAuditAction('revoke-sessions', ['demo'])).toBe('cli.revoke-sessions');
    expect(cliAuditAction('set-birth-date', ['demo', '1990-01-01'])).toBe('cli.set-birth-date');
  });

  it('leaves reads and self-audited commands alone', () => {
    expect(cliAuditAction('campaign', ['list'])).toBeNull();
    expect(cliAuditAction('withdrawals', ['approve', 'WD-1'])).toBeNull();
    expect(cliAuditAction('operators', ['add', 'a@b.c'])).toBeNull();
    expect(cliAuditAction('seed', ['--members', '10'])).toBeNull();
  });

  describe('on the database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t.close();
    });

    it('writes one row as cli:<system user>', async () => {
      await auditCliRun(t.app.ctx.db, 'kyc', ['approve', 'someone']);
      const rows = (await listAudit(t.app.ctx.db, { action: 'cli.' })).rows;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'cli.kyc.approve', actorKind: 'cli', fields: [] });
      expect(rows[0]?.actorId).toMatch(/^cli:/);
    });
  });
});

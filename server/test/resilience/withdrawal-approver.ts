/**
 * Child process for the withdrawal kill test: an operator approving pending requests as they
 * come, printing `ack <reference>` after each approval has committed.
 */
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/database';
import { approveWithdrawal, listForOperators } from '../../src/modules/withdrawals/operator';
import { MemoryMailer } from '../harness';

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
const database = openDatabase(config.database);
const app = await buildApp({
  config,
  database,
  mailer: new MemoryMailer(),
  serveStatic: false,
  logger: false,
});

for (;;) {
  const pending = await listForOperators(app.ctx, 'pending');
  for (const w of pending) {
    try {
      await approveWithdrawal(app.ctx, w.reference, 'operator:kill-test');
      process.stdout.write(`ack ${w.reference}\n`);
    } catch {
      // Cancelled by its member meanwhile: the 409 is the expected answer.
    }
  }
  await new Promise((r) => setTimeout(r, 5));
}

/**
 * `npm run admin -- <command> [args]`: operator tasks against the configured database
 * (DATABASE_URL), e.g. record rides, approve country changes, close campaigns, mark KYC.
 */
import { buildApp } from './app';
import { accountCommands } from './cli/accounts-commands';
import { auditCliRun } from './cli/audit-run';
import { standaloneCommands, type StandaloneCommand } from './cli/backup-commands';
import { membersCommand } from './cli/members-commands';
import { operatorsCommand } from './cli/operators-commands';
import { programmeCommands } from './cli/programme-commands';
import { retentionCommands } from './cli/retention-commands';
import { CommandFailed, UsageError, type AdminCommand } from './cli/types';
import { walletCommands } from './cli/wallet-commands';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';

const COMMANDS: AdminCommand[] = [
  ...accountCommands,
  ...walletCommands,
  ...programmeCommands,
  operatorsCommand,
  membersCommand,
  ...retentionCommands,
];

function usage(): string {
  return [
    'Usage: npm run admin -- <command> [options]',
    '',
    'Commands:',
    ...COMMANDS.map((c) => `  ${c.usage}`),
    ...standaloneCommands.map((c) => `  ${c.usage}`),
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const out = (line: string) => process.stdout.write(`${line}\n`);
  if (!name || name === 'help' || name === '--help') {
    out(usage());
    return name ? 0 : 2;
  }
  const standalone = standaloneCommands.find((c) => c.name === name);
  if (standalone) return runStandalone(standalone, args, out);
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    process.stderr.write(`Unknown command: ${name}\n\n${usage()}\n`);
    return 2;
  }
  const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  const database = openDatabase(config.database);
  try {
    await migrateToLatest(database.db, { dataDir: config.DATA_DIR });
    const app = await buildApp({ config, database, serveStatic: false, logger: false });
    try {
      await command.run(app.ctx, args, out);
      await auditCliRun(app.ctx.db, command.name, args);
    } finally {
      await app.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\nUsage: npm run admin -- ${command.usage}\n`);
      return 2;
    }
    if (error instanceof CommandFailed) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      return 2;
    }
    process.stderr.write(
      `${name} failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

/** backup / restore: on the database file, without opening the app. */
async function runStandalone(
  command: StandaloneCommand,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  try {
    await command.run(loadConfig({ LOG_LEVEL: 'warn', ...process.env }), args, out);
    return 0;
  } catch (error) {
    const usage = error instanceof UsageError ? `\nUsage: npm run admin -- ${command.usage}` : '';
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}${usage}\n`);
    return error instanceof UsageError || error instanceof ConfigError ? 2 : 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);

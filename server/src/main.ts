import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { onStopSignals } from './ops/shutdown';
import { runPrimary } from './primary';
import { startServer } from './start-server';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function serve(config: Config): Promise<void> {
  // A worker's primary has already migrated and seeded the database.
  const app = await startServer(config, { prepared: cluster.isWorker });
  onStopSignals(app, config.SHUTDOWN_GRACE_MS);
}

async function main(): Promise<void> {
  const config = configOrExit();
  if (cluster.isPrimary && config.WORKERS > 1) await runPrimary(config);
  else await serve(config);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Failed to start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});

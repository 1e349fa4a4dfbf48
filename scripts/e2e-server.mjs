// Starts the server for Playwright on a fresh throwaway data folder (DECISIONS 23).
import { rmSync } from 'node:fs';

const dir = process.env.DATA_DIR;
if (!dir || !dir.includes('rihla-e2e'))
  throw new Error('e2e-server: DATA_DIR must be a rihla-e2e folder');
rmSync(dir, { recursive: true, force: true });
await import('./start.mjs');

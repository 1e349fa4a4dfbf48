import { defineConfig, devices } from '@playwright/test';
import { e2eEnv } from './tests/e2e/support/e2e-env';

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per server port, so runs side by side never delete each other's traces.
  outputDir: `.cache/test-results-${String(e2eEnv.port)}`,
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: e2eEnv.baseURL,
    // Recording a trace costs every test its snapshots; on CI only a retry records one (a test
    // that fails twice fails the run with its trace), locally a failing test keeps its own.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The real server on a throwaway database and outbox (DECISIONS 23), serving the built SPA.
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${e2eEnv.baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: e2eEnv.serverEnv,
  },
});

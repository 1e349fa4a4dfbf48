import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      globals: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'web',
            environment: 'jsdom',
            include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
            setupFiles: ['src/test/setup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            // The build's own scripts run in Node too.
            include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
            setupFiles: ['server/test/setup.ts'],
            // Each server test file gets its own database; argon2 and SQLite are CPU bound.
            pool: 'forks',
            testTimeout: 20000,
            hookTimeout: 60000,
          },
        },
      ],
    },
  }),
);

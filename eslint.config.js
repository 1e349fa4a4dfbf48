import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  {
    ignores: [
      'dist',
      'data',
      '.cache',
      'coverage',
      'test-results',
      'playwright-report',
      'public',
      'node_modules',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['eslint.config.js', 'scripts/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'axios',
              message: 'HTTP goes through src/lib/api-client.ts and feature api.ts modules.',
            },
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector'],
              message: 'Use useAppDispatch / useAppSelector from src/app/hooks.',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // shared → features → app (CONVENTIONS: layout). A feature never imports another feature.
            { target: './src/components', from: ['./src/features', './src/app'] },
            { target: './src/lib', from: ['./src/features', './src/app'] },
            { target: './src/config', from: ['./src/features', './src/app'] },
            { target: './src/features/marketing', from: './src/features', except: ['./marketing'] },
            { target: './src/features/auth', from: './src/features', except: ['./auth'] },
            {
              target: './src/features/profile',
              from: './src/features',
              except: ['./profile', './auth'],
            },
            // The wallet page (/mlm) shows the wallet feature's withdrawal panel.
            { target: './src/features/mlm', from: './src/features', except: ['./mlm', './wallet'] },
            {
              target: './src/features/wallet',
              from: './src/features',
              except: ['./wallet', './auth'],
            },
            { target: './src/features/tree', from: './src/features', except: ['./tree', './auth'] },
            { target: './src/features/rewards', from: './src/features', except: ['./rewards'] },
            { target: './src/features', from: './src/app', except: ['./hooks.ts', './store.ts'] },
            // The operator console is its own shell: it shares src/components, src/lib and
            // src/i18n, never a member feature or the member app, and they never import it.
            { target: './src/ops', from: ['./src/features', './src/app'] },
            { target: './src/features', from: './src/ops' },
          ],
        },
      ],
    },
    settings: { 'import-x/resolver': { typescript: { project: './tsconfig.json' } } },
  },
  {
    // axios is allowed where HTTP lives.
    files: ['src/lib/api-client.ts', 'src/features/**/api.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'server/test/**', 'bench/**', 'scripts/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
    },
  },
  {
    // Plain Node scripts: no type information to check against.
    files: ['scripts/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Untyped plugin configs.
    files: ['eslint.config.js'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  {
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    // SQLite is opened through server/src/db/sqlite-driver.ts, which picks the build that is
    // safe on the running Node.
    files: ['server/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['server/src/db/sqlite-driver.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['better-sqlite3', 'better-sqlite3-napi'].map((name) => ({
            name,
            message: 'Open SQLite through server/src/db/sqlite-driver.ts.',
            allowTypeImports: true,
          })),
        },
      ],
    },
  },
);

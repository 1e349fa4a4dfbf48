// `npm start`: builds the SPA when the build is missing or older than its sources, then runs the
// server in this same process (so signals reach it directly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, process.env.STATIC_DIR ?? 'dist', 'index.html');

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry))
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const sources = [
  'src',
  'contract',
  'public',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'package.json',
  'scripts/build.mjs',
  'scripts/prerender.ts',
  'scripts/prerender-html.ts',
];
const built = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
const stale = sources.some((s) => newestMtime(path.join(root, s)) > built);
if (process.env.SKIP_BUILD !== '1' && stale) {
  process.stdout.write('Building the SPA and prerendering the public pages...\n');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
process.chdir(root);
await import('../server/src/main.ts');

// `npm run build`: the SPA (vite build), the server-side bundle of src/entry-server.tsx (vite
// build --ssr, into .cache/prerender) and the prerendered public pages (scripts/prerender.ts).
// `--outDir <dir>` builds elsewhere (bench, budgets); other arguments go to both vite builds.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const at = args.indexOf('--outDir');
const outDir = at === -1 ? 'dist' : args.splice(at, 2)[1];
const ssrDir = path.join('.cache', 'prerender', path.basename(outDir));
const vite = path.join(root, 'node_modules/vite/bin/vite.js');

function step(command, stepArgs) {
  const result = spawnSync(command, stepArgs, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

step(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', ...args]);
step(process.execPath, [
  vite,
  'build',
  '--ssr',
  'src/entry-server.tsx',
  '--outDir',
  ssrDir,
  '--emptyOutDir',
  ...args,
]);
step(process.execPath, [
  path.join(root, 'node_modules/tsx/dist/cli.mjs'),
  'scripts/prerender.ts',
  outDir,
  ssrDir,
]);

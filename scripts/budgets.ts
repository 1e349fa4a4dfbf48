/**
 * Size budgets checked by `npm test` from the build output, so a regression fails CI
 * (issue: budgets in CI). The home route's JS = the entry chunk plus every chunk it imports
 * statically (what the browser loads before the first paint).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// BUDGET_DIST lets a side-by-side build (e.g. .cache/dist-x) be measured.
const DIST = process.env.BUDGET_DIST ?? 'dist';
const HOME_JS_BUDGET_KB = 150;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const entries = [
  ...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g),
].map((m) => m[1]!);
const seen = new Set<string>();
const queue = [...entries];
while (queue.length) {
  const file = queue.shift()!;
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(path.join(DIST, file), 'utf8');
  // Static imports between chunks: `import … from "./x.js"` / `from"./x.js"` (not import()).
  for (const m of code.matchAll(
    /(?:^|[;\s}])import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    queue.push(`assets/${m[1]!}`);
  }
}
let total = 0;
for (const file of seen) total += gzipSync(readFileSync(path.join(DIST, file))).length;
const kb = total / 1024;
console.log(
  `home route JS: ${kb.toFixed(1)} KB gzip in ${seen.size} file(s) (budget ${HOME_JS_BUDGET_KB} KB)`,
);
if (kb > HOME_JS_BUDGET_KB) {
  console.error(`Budget exceeded: home route JS ${kb.toFixed(1)} KB > ${HOME_JS_BUDGET_KB} KB`);
  process.exit(1);
}
export type { ManifestChunk };

import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const m = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const gz = (f) => gzipSync(readFileSync('dist/' + f)).length / 1024;
const entry = Object.keys(m).find((k) => m[k].isEntry);
const closure = (k, ex = new Set()) => { const s = new Set(); const w = (x) => { if (s.has(x) || ex.has(x) || !m[x]) return; s.add(x); for (const i of m[x].imports ?? []) w(i); }; w(k); return s; };
const home = closure(entry);
for (const key of process.argv.slice(2)) {
  const c = closure(key, home);
  console.log(key, [...c].map((k) => `${m[k].file}:${gz(m[k].file).toFixed(1)}`).join(' '), 'total', [...c].reduce((a, k) => a + gz(m[k].file), 0).toFixed(1));
}

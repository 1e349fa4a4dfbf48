/**
 * The server's parts and the one direction of imports between them (docs/architecture.md,
 * "Parts of the server"). A part may import at run time only parts below it; type-only imports
 * may point anywhere (they are erased), except that nothing outside the demo's callers may
 * import `demo/` at all (tests included), and `db/` takes no run-time import from any other part.
 */
import type { ImportEdge } from './import-graph';

/** Highest first. Files directly in server/src (app, main, start-server, …) compose the rest. */
export const PARTS = [
  'root',
  'cli',
  'demo',
  'modules',
  'http',
  'mail',
  'ops',
  'lib',
  'db',
] as const;
export type Part = (typeof PARTS)[number];

const RANK: Record<Part, number> = {
  root: 7,
  cli: 6,
  demo: 5,
  modules: 4,
  http: 3,
  mail: 3,
  // Metrics, readiness and shutdown (arriving from another branch): used by mail and the root.
  ops: 2,
  lib: 2,
  db: 1,
};

/**
 * Edges allowed against the direction, each with its reason. None: the operator commands live in
 * `cli/` and are made there from the modules' functions (CONVENTIONS, Layout), so no module
 * imports `cli/`.
 */
const ALLOWED_UPWARD: { from: Part; to: string }[] = [];

/** The part of a path under server/src, or null for anything outside it (tests, contract). */
export function partOf(file: string): Part | null {
  const m = /^server\/src\/(?:([^/]+)\/)?[^/]+$/.exec(file) ?? /^server\/src\/([^/]+)\//.exec(file);
  if (!m) return null;
  const dir = m[1];
  if (dir === undefined) return 'root';
  return (PARTS as readonly string[]).includes(dir) ? (dir as Part) : null;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Every import that runs against the layering, as readable lines (empty when all is well). */
export function layerViolations(edges: readonly ImportEdge[]): string[] {
  const found: string[] = [];
  for (const e of edges) {
    const from = partOf(e.from);
    const to = partOf(e.to);
    if (!from || !to || from === to) continue;
    const line = `${e.from} imports ${e.to}${e.typeOnly ? ' (types only)' : ''}`;
    // The demo is for the composition root and the CLI only, and even types would tie a
    // module to it.
    if (to === 'demo' && from !== 'root' && from !== 'cli') {
      found.push(`${line}: only the start-up and the CLI may use demo/`);
      continue;
    }
    if (e.typeOnly) continue;
    // Tests are not shipped and may reach across (a migration test hashes a password, a demo
    // test drives a command).
    if (isTest(e.from)) continue;
    if (from === 'db') {
      found.push(`${line}: db/ takes no run-time import from another part`);
      continue;
    }
    if (RANK[to] < RANK[from]) continue;
    if (ALLOWED_UPWARD.some((a) => a.from === from && a.to === e.to)) continue;
    found.push(`${line}: ${from}/ may not depend on ${to === 'root' ? 'the root' : `${to}/`}`);
  }
  return found;
}

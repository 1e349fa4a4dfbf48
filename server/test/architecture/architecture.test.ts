import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, readImportGraph, type ImportEdge } from './import-graph';
import { layerViolations, partOf, PARTS } from './layer-rules';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({ from, to, typeOnly });

describe('server parts and the direction of their imports', () => {
  it('holds for the server as it is', () => {
    const edges = readImportGraph(root, 'server/src');
    expect(edges.length).toBeGreaterThan(300);
    expect(layerViolations(edges)).toEqual([]);
  });

  it('keeps the demo and the bench builders out of db/ and the modules', () => {
    const edges = readImportGraph(root, 'server/src');
    const files = new Set(edges.map((e) => e.from));
    expect([...files].filter((f) => f.startsWith('server/src/db/seed/'))).toEqual([]);
    expect(
      [...files].filter((f) => /^server\/src\/modules\/.*(seed|bench|demo)[^/]*$/.test(f)),
    ).toEqual([]);
  });

  it('knows every folder of server/src as a part, so a new one is placed on purpose', () => {
    const folders = readdirSync(path.join(root, 'server/src'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(folders.filter((f) => !(PARTS as readonly string[]).includes(f))).toEqual([]);
  });

  it('names the part of a path', () => {
    expect(partOf('server/src/start-server.ts')).toBe('root');
    expect(partOf('server/src/context')).toBe('root');
    expect(partOf('server/src/db/migrations/001-core')).toBe('db');
    expect(partOf('server/src/modules/bbr/campaigns')).toBe('modules');
    expect(partOf('server/test/fixtures')).toBeNull();
    expect(partOf('contract/user')).toBeNull();
  });

  it('fails when db/ imports a domain module at run time, and allows the schema types', () => {
    const run = edge('server/src/db/seed.ts', 'server/src/modules/wallet/rides-service');
    expect(layerViolations([run])).toEqual([
      'server/src/db/seed.ts imports server/src/modules/wallet/rides-service: db/ takes no run-time import from another part',
    ]);
    const schema = edge('server/src/db/schema.ts', 'server/src/modules/wallet/tables', true);
    expect(layerViolations([schema])).toEqual([]);
    // A test is not shipped: a migration test may use a module to build its rows.
    expect(
      layerViolations([edge('server/src/db/prepared.test.ts', 'server/src/modules/bbr/service')]),
    ).toEqual([]);
  });

  it('fails when a module imports demo/, even for types or from a test', () => {
    for (const e of [
      edge('server/src/modules/bbr/service.ts', 'server/src/demo/campaigns'),
      edge('server/src/modules/bbr/service.ts', 'server/src/demo/people', true),
      edge('server/src/modules/wallet/rides.test.ts', 'server/src/demo/rides'),
    ])
      expect(layerViolations([e]), e.from).toEqual([expect.stringContaining('demo/')]);
    expect(
      layerViolations([
        edge('server/src/start-server.ts', 'server/src/demo/seed'),
        edge('server/src/cli/accounts-commands.ts', 'server/src/demo/bench/tree'),
        edge('server/src/demo/rides.ts', 'server/src/modules/wallet/rides-service'),
      ]),
    ).toEqual([]);
  });

  it('fails on any other import against the direction, the command contract included', () => {
    expect(
      layerViolations([
        edge('server/src/lib/ids.ts', 'server/src/modules/accounts/tokens'),
        edge('server/src/mail/send.ts', 'server/src/http/errors'),
        edge('server/src/modules/tree/service.ts', 'server/src/app'),
        // Commands are made in cli/ from the modules' functions; no module imports cli/.
        edge('server/src/modules/bbr/commands.ts', 'server/src/cli/types'),
      ]),
    ).toHaveLength(4);
    expect(
      layerViolations([
        edge('server/src/lib/ids.ts', 'server/src/db/database', true),
        edge('server/src/modules/bbr/service.ts', 'server/src/context', true),
      ]),
    ).toEqual([]);
  });

  it('tells type-only imports from run-time ones', () => {
    const src = [
      "import type { A } from './a';",
      "import { type B } from './b';",
      "import { type C, D } from './c';",
      "import E from './e';",
      "import './f';",
      "export * from './g';",
      "export type { H } from './h';",
      "const i = await import('./i');",
      "let j: import('./j').J;",
      "import { readFileSync } from 'node:fs';",
    ].join('\n');
    expect(importsOf(src)).toEqual([
      { specifier: './a', typeOnly: true },
      { specifier: './b', typeOnly: true },
      { specifier: './c', typeOnly: false },
      { specifier: './e', typeOnly: false },
      { specifier: './f', typeOnly: false },
      { specifier: './g', typeOnly: false },
      { specifier: './h', typeOnly: true },
      { specifier: './i', typeOnly: false },
      { specifier: './j', typeOnly: true },
    ]);
  });
});

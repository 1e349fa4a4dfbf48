import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes each distinct inline script once, exactly as written (whitespace counts)', () => {
    const a = '\n  (function () { document.title = "a"; })();\n';
    const doc = `<head><script>${a}</script></head><body><script type="text/javascript">b()</script></body>`;
    expect(inlineScriptHashes([doc, doc])).toEqual([hash(a), hash('b()')].sort());
  });

  it('hashes inline module scripts too (the deferred loader of prerendered pages)', () => {
    const loader =
      '\nconst start = () => import("/assets/index-1.js");\naddEventListener("load", start);\n';
    const doc = `<body><div id="root"></div><script type="module">${loader}</script></body>`;
    expect(inlineScriptHashes([doc])).toEqual([hash(loader)]);
  });

  it('ignores scripts loaded from a file and empty ones', () => {
    const doc =
      '<script type="module" crossorigin src="/assets/index.js"></script><script></script>';
    expect(inlineScriptHashes([doc])).toEqual([]);
  });
});

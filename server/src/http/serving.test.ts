/**
 * The one-process server's HTTP surface (issue 2 item 6): the built SPA with its fallback and
 * cache headers, compression, security headers, and JSON 404s under /api.
 */
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DbHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { storePhoto } from '../modules/photos/service';

let dir: string;
let app: FastifyInstance;
let database: DbHandle;
// The built page carries the theme script inline (issue 16); the CSP must allow it by hash.
const THEME_SCRIPT = "document.documentElement.classList.add('x');";
const THEME_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;
const INDEX = `<!doctype html><html><head><title>Rihla</title><script>${THEME_SCRIPT}</script></head><body><div id="root"></div><script type="module" src="/assets/index-AbC123xy.js"></script></body></html>`;
const BUNDLE = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'rihla-http-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(dist, 'images', 'layout'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-AbC123xy.js'), BUNDLE);
  writeFileSync(
    path.join(dist, 'images', 'layout', 'taxi.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  writeFileSync(path.join(dir, 'secret.txt'), 'outside the static root');
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: `sqlite:${path.join(dir, 'test.db')}`,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: dir,
    STATIC_DIR: dist,
    LOG_LEVEL: 'silent',
  });
  database = openDatabase(config.database);
  await migrateToLatest(database.db);
  app = await buildApp({ config, database, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('serving the SPA', () => {
  it.each(['/', '/about', '/mlm', '/user-tree/abc', '/RegionalAmbassador', '/nowhere/at/all'])(
    'answers %s with index.html (SPA fallback)',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('never caches index.html', async () => {
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/profile')).headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year, immutable', async () => {
    const res = await get('/assets/index-AbC123xy.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('caches other public files for an hour', async () => {
    const res = await get('/images/layout/taxi.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const res = await get('/assets/gone-123.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('does not serve files outside the static folder', async () => {
    for (const url of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/../../secret.txt']) {
      const res = await get(url);
      expect(res.body).not.toContain('outside the static root');
    }
  });

  it('compresses what is worth compressing', async () => {
    const res = await get('/assets/index-AbC123xy.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(BUNDLE);
  });

  it('sends it plain to a client that does not accept compression', async () => {
    const res = await get('/assets/index-AbC123xy.js', { 'accept-encoding': 'identity' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(BUNDLE);
  });
});

describe('member photos next to the SPA', () => {
  it('serves a stored photo under /uploads, and 404s an unknown one', async () => {
    const photo = await storePhoto(database.db, null, {
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      contentType: 'image/svg+xml',
      ext: 'svg',
    });
    const res = await get(`/${photo}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const missing = await get(`/uploads/${'cd'.repeat(16)}.png`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });
});

describe('the API next to the SPA', () => {
  it('answers GET /api/health', async () => {
    const res = await get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/user/nothing-here'],
    ['GET', '/api/'],
    ['DELETE', '/api/health'],
  ] as const)('answers %s %s with a JSON 404, never index.html', async (method, url) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ success: false });
    expect(res.body).not.toContain('<div id="root">');
  });
});

describe('security headers', () => {
  it.each(['/', '/about', '/assets/index-AbC123xy.js', '/api/health', '/api/nope'])(
    'are sent with %s',
    async (url) => {
      const res = await get(url);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );

  it("allows the page's inline theme script by its hash and no other inline script", async () => {
    const csp = String((await get('/about')).headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc).toBe(`'self' ${THEME_HASH}`);
  });

  it('sends HSTS only behind TLS', async () => {
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is anyone's to forge (server/test/hostile/probe.test.ts
    // checks the trusted case).
    const forged = await get('/', { 'x-forwarded-proto': 'https' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});

/**
 * Issue 16: prerendered public pages are served as their own HTML with PUBLIC_URL filled in
 * (DECISIONS 41), robots.txt and sitemap.xml likewise; other paths keep the SPA shell.
 */
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type DbHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';

const TOKEN = '__RIHLA_PUBLIC_ORIGIN__';
const SHELL = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const page = (heading: string, canonical: string) =>
  `<!doctype html><html><head><link rel="canonical" href="${TOKEN}${canonical}" /></head><body><div id="root"><h1>${heading}</h1>${'<p>text</p>'.repeat(200)}</div></body></html>`;

let dir: string;
let app: FastifyInstance;
let database: DbHandle;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'rihla-prerendered-'));
  const dist = path.join(dir, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(dist, 'about'));
  writeFileSync(path.join(dist, 'shell.html'), SHELL);
  writeFileSync(path.join(dist, 'index.html'), page('Home', '/'));
  writeFileSync(path.join(dist, 'about', 'index.html'), page('About', '/about'));
  writeFileSync(path.join(dist, 'robots.txt'), `Sitemap: ${TOKEN}/sitemap.xml\n`);
  writeFileSync(path.join(dist, 'sitemap.xml'), `<urlset><url><loc>${TOKEN}/</loc></url></urlset>`);
  writeFileSync(
    path.join(dist, '.vite', 'prerender.json'),
    JSON.stringify({
      originToken: TOKEN,
      shell: 'shell.html',
      pages: { '/': 'index.html', '/about': 'about/index.html' },
      robots: 'robots.txt',
      sitemap: 'sitemap.xml',
    }),
  );
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: `sqlite:${path.join(dir, 'test.db')}`,
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: dir,
    STATIC_DIR: dist,
    PUBLIC_URL: 'https://rihla.example/',
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

describe('prerendered pages', () => {
  it.each([
    ['/', 'Home', '/'],
    ['/about', 'About', '/about'],
    ['/about/', 'About', '/about'],
    ['/about/index.html', 'About', '/about'],
    ['/index.html', 'Home', '/'],
  ])('answers %s with its own page and PUBLIC_URL in its addresses', async (url, h1, canonical) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<h1>${h1}</h1>`);
    expect(res.body).toContain(`href="https://rihla.example${canonical}"`);
    expect(res.body).not.toContain(TOKEN);
  });

  it.each(['/mlm', '/profile', '/nowhere', '/shell.html'])(
    'answers %s with the shell',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('compresses a prerendered page', async () => {
    const res = await get('/about', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<h1>About</h1>');
  });

  it('serves robots.txt and sitemap.xml with PUBLIC_URL', async () => {
    const robots = await get('/robots.txt');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toBe('Sitemap: https://rihla.example/sitemap.xml\n');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain('<loc>https://rihla.example/</loc>');
  });
});

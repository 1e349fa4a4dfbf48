import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../harness';

const ALLOWED = 'https://dashboard.rihla.example';
const OTHER = 'https://evil.example';

const preflight = (t: TestApp, origin: string, headers = 'authorization,content-type') =>
  t.app.inject({
    method: 'OPTIONS',
    url: '/api/user/login',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': headers,
    },
  });

describe('CORS_ORIGINS', () => {
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { CORS_ORIGINS: `${ALLOWED}, http://localhost:5173` });
    plain = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t.close();
    await plain.close();
  });

  it('answers the preflight of a listed origin with its headers and credentials', async () => {
    const res = await preflight(t, ALLOWED, 'authorization,content-type,idempotency-key');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const h of ['authorization', 'content-type', 'idempotency-key'])
      expect(allowed).toContain(h);
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(res.headers.vary)).toContain('Origin');
  });

  it('marks the real answer to a listed origin, and the second listed origin too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
  });

  it('gives an unlisted origin nothing: no preflight answer and no CORS headers', async () => {
    const pre = await preflight(t, OTHER);
    expect(pre.statusCode).toBe(404);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const get = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: OTHER },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    expect(get.headers['access-control-allow-credentials']).toBeUndefined();
    // A near miss is not a match: origins are exact.
    const near = await preflight(t, `${ALLOWED}:443x`);
    expect(near.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('without CORS_ORIGINS answers no cross-origin preflight at all (same origin only)', async () => {
    const res = await preflight(plain, ALLOWED);
    expect(res.statusCode).toBe(404);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a CORS_ORIGINS entry that is not an exact origin', () => {
    for (const bad of ['https://a.example/', 'https://a.example/path', '*', 'a.example']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad, DATA_DIR: plain.config.DATA_DIR })).toThrow(
        /CORS_ORIGINS must be exact origins/,
      );
    }
  });
});

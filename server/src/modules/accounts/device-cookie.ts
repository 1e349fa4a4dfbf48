/**
 * Device cookies (DECISIONS 43, after OWASP's "slow down online guessing attacks with device
 * cookies"): a browser that signed in gets `rihla_device`, a signed note "this member signed in
 * here". A locked account still lets such a browser try, within its own limit, while every other
 * client stays locked. The cookie holds no secret of the member and is useless for another one.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'rihla_device';
/** How long a browser stays trusted without signing in again; each login issues a fresh one. */
export const DEVICE_COOKIE_DAYS = 180;

const VERSION = 'v1';
const SHAPE =
  /^v1\.([A-Za-z0-9]{1,64})\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export interface Device {
  memberId: string;
  /** Random per cookie: the key its own wrong tries are counted under. */
  id: string;
}

/** Its own key, derived from the server secret, so a device cookie can never pass as a token. */
export function deviceKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('rihla device cookie v1').digest();
}

const sign = (key: Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest('base64url');

export function issueDevice(key: Buffer, memberId: string, now = Date.now()): string {
  const issued = Math.floor(now / 1000).toString(36);
  const text = `${VERSION}.${memberId}.${issued}.${randomBytes(16).toString('base64url')}`;
  return `${text}.${sign(key, text)}`;
}

/** The device a cookie value names, or null when it is malformed, forged or too old. */
export function readDevice(key: Buffer, value: string, now = Date.now()): Device | null {
  const match = SHAPE.exec(value);
  if (!match) return null;
  const [, memberId = '', issued = '', id = '', signature = ''] = match;
  const expected = Buffer.from(sign(key, value.slice(0, -signature.length - 1)));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const ageSeconds = now / 1000 - parseInt(issued, 36);
  if (ageSeconds < 0 || ageSeconds > DEVICE_COOKIE_DAYS * 86400) return null;
  return { memberId, id };
}

/** The raw `rihla_device` value from the Cookie header; never decoded, so never throws. */
export function deviceCookieValue(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === DEVICE_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * A request the browser marks as cross-site, or whose Origin is not ours, never counts a cookie
 * (the cookie is SameSite=Strict already; this holds for browsers that ignore that).
 */
export function isCrossSite(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const own = new Set([new URL(publicUrl).origin, `${request.protocol}://${request.host}`]);
  return !own.has(origin);
}

export function deviceSetCookie(value: string, path: string, secure: boolean): string {
  const maxAge = DEVICE_COOKIE_DAYS * 86400;
  return [
    `${DEVICE_COOKIE}=${value}`,
    `Path=${path}`,
    `Max-Age=${String(maxAge)}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The device a login request's cookie names, when it is valid and the request is same-site. */
export function trustedDevice(
  request: FastifyRequest,
  config: { jwtSecret: string; publicUrl: string },
): Device | null {
  const value = deviceCookieValue(request);
  if (!value || isCrossSite(request, config.publicUrl)) return null;
  return readDevice(deviceKey(config.jwtSecret), value);
}

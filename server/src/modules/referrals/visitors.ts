/**
 * Which requests of a referral link are a person's visit (DECISIONS 50): link-preview bots
 * (WhatsApp, Telegram, social networks, search engines, Lighthouse) and prefetches or prerenders
 * are not counted. Nothing about the visitor is kept; this only decides whether to count.
 */
import type { IncomingHttpHeaders } from 'node:http';

const BOTS =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebookcatalog|meta-externalagent|whatsapp|telegram|skypeuripreview|discord|slack|linkedin|pinterest|embedly|quora link preview|vkshare|iframely|outbrain|google-inspectiontool|chrome-lighthouse|headless-preview|preview/i;

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).toLowerCase();
};

export function isPersonVisit(method: string, headers: IncomingHttpHeaders): boolean {
  if (method !== 'GET') return false;
  const agent = header(headers, 'user-agent');
  if (!agent || BOTS.test(agent)) return false;
  // Chromium's speculation rules and <link rel=prefetch> say Sec-Purpose; older ones Purpose;
  // Firefox X-Moz; Safari's link previews X-Purpose.
  const purpose = [
    header(headers, 'sec-purpose'),
    header(headers, 'purpose'),
    header(headers, 'x-moz'),
    header(headers, 'x-purpose'),
  ];
  return !purpose.some((p) => /prefetch|prerender|preview/.test(p));
}

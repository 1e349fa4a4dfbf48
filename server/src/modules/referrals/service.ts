/**
 * Sharing the referral link (issue 31, DECISIONS 50): the link's preview and card for a sponsor,
 * the visit counter, and what the link brought. Knows nothing of HTTP.
 */
import { createHash } from 'node:crypto';
import type { Language } from '../../../../contract/language';
import {
  CARD_SIZE,
  REFERRAL_API,
  referralPath,
  type ReferralStats,
} from '../../../../contract/referrals';
import type { AppContext } from '../../context';
import { dubaiMonthOf } from '../../lib/dubai-time';
import { AppError } from '../../lib/errors';
import { hit } from '../../lib/rate-limit';
import { findSponsor } from '../accounts/member-queries';
import { cardPng } from './card';
import { countVisit, recentSignups, signupFigures, visitsBetween } from './queries';
import { previewWords, shortName, type PreviewWords } from './words';

/** The Dubai calendar day of `at` as YYYY-MM-DD (the UAE keeps UTC+4 all year). */
export const dubaiDayKey = (at: Date) =>
  new Date(at.getTime() + 4 * 3600_000).toISOString().slice(0, 10);

export const referralLink = (ctx: AppContext, username: string, language: Language) =>
  `${ctx.config.publicUrl}${referralPath(username, language)}`;

export interface Sponsor {
  id: string;
  username: string;
  name: string;
  words: PreviewWords;
  /** Changes with what the card shows, so caches never keep an old name. */
  version: string;
}

/** A sponsor named by username or sponsor code, any letter case; undefined when none. */
export async function sponsorFor(
  ctx: AppContext,
  ref: string,
  language: Language,
): Promise<Sponsor | undefined> {
  const value = ref.trim();
  if (!value || value.length > 60) return undefined;
  const row = await findSponsor(ctx.db, value);
  if (!row) return undefined;
  const name = shortName(row.first_name, row.last_name);
  const words = previewWords(name, row.gender, language);
  const version = createHash('sha256')
    .update(`${words.invites}\n${name}`)
    .digest('base64url')
    .slice(0, 10);
  return { id: row.id, username: row.username, name, words, version };
}

/** Counts a visit; a failure to count never fails the page. */
export async function recordVisit(
  ctx: AppContext,
  sponsorId: string,
  log: { warn: (obj: object, msg: string) => void },
  now = new Date(),
) {
  try {
    await countVisit(ctx.db, sponsorId, dubaiDayKey(now));
  } catch (error) {
    log.warn({ err: error }, 'referral visit not counted');
  }
}

/** Counts against the sponsor look-up's limit per address (429 beyond it), as by-username does. */
export const countLookup = (ctx: AppContext, ip: string) =>
  hit(ctx.db, {
    key: `lookup-ip:${ip}`,
    max: ctx.config.LOOKUP_MAX_PER_IP,
    windowSeconds: ctx.config.LOOKUP_WINDOW_SECONDS,
  });

/** False once the address has used up the sponsor look-up's limit (then no name is shown). */
export async function previewAllowed(ctx: AppContext, ip: string): Promise<boolean> {
  try {
    await countLookup(ctx, ip);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) return false;
    throw error;
  }
}

export function previewHead(ctx: AppContext, sponsor: Sponsor, language: Language) {
  const { words } = sponsor;
  return {
    title: words.title,
    description: words.description,
    url: referralLink(ctx, sponsor.username, language),
    image: {
      url: `${ctx.config.publicUrl}${REFERRAL_API.card(sponsor.username, language, sponsor.version)}`,
      ...CARD_SIZE,
      alt: words.imageAlt,
    },
  };
}

const CARDS_KEPT = 200;
const cards = new Map<string, Promise<Buffer | null>>();

/** The sponsor's card, drawn once per sponsor, language and name, and kept (oldest out first). */
export function sponsorCard(sponsor: Sponsor, language: Language): Promise<Buffer | null> {
  const key = `${sponsor.id}:${language}:${sponsor.version}`;
  let card = cards.get(key);
  if (!card) {
    const { name, words } = sponsor;
    card = cardPng({ name, invites: words.invites, strap: words.strap, language });
    card.catch(() => cards.delete(key));
    cards.set(key, card);
    if (cards.size > CARDS_KEPT) cards.delete(cards.keys().next().value ?? key);
  }
  return card;
}

export const cardIsKept = (sponsor: Sponsor, language: Language) =>
  cards.has(`${sponsor.id}:${language}:${sponsor.version}`);

/** What the member's link brought: this month's visits and sign-ups, all-time sign-ups. */
export async function referralStats(
  ctx: AppContext,
  memberId: string,
  now = new Date(),
): Promise<ReferralStats> {
  const today = dubaiDayKey(now);
  const month = today.slice(0, 7);
  const [monthStart] = dubaiMonthOf(now);
  const [visits, thisMonth, allTime, recent] = await Promise.all([
    visitsBetween(ctx.db, memberId, `${month}-01`, today),
    signupFigures(ctx.db, memberId, monthStart),
    signupFigures(ctx.db, memberId),
    recentSignups(ctx.db, memberId, 5),
  ]);
  return {
    month,
    visits,
    thisMonth,
    allTime,
    recent: recent.map((r) => ({
      name: shortName(r.first_name, r.last_name),
      joinedAt: r.created_at,
    })),
  };
}

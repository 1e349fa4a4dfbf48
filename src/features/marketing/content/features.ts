/** "Beyond Rides": the 8 feature tiles, laid out in rows of 3, 2 and 3 (spec section 9). */
import {
  ArrowLeftRight,
  HandCoins,
  HeartHandshake,
  MapPin,
  SearchCheck,
  Share2,
  ShieldCheck,
  Sunset,
} from 'lucide-react';
import { homeMessages } from '../messages/home/messages';
import { tile, type Tile } from './words';

export type FeatureTile = Tile;

export const FEATURE_ROWS = [3, 2, 3] as const;

export const beyondRidesFeatures: readonly FeatureTile[] = [
  tile(homeMessages, 'referral', Share2),
  tile(homeMessages, 'retirement', Sunset),
  tile(homeMessages, 'tribute', HeartHandshake),
  tile(homeMessages, 'noFees', ShieldCheck),
  tile(homeMessages, 'withdrawals', HandCoins),
  tile(homeMessages, 'heirs', ArrowLeftRight),
  tile(homeMessages, 'tracking', MapPin),
  tile(homeMessages, 'lost', SearchCheck),
];

/** Splits items into rows of the given sizes (3, 2, 3 for the Beyond Rides grid). */
export function toRows<T>(items: readonly T[], sizes: readonly number[]): T[][] {
  const rows: T[][] = [];
  let start = 0;
  for (const size of sizes) {
    rows.push(items.slice(start, start + size));
    start += size;
  }
  return rows.filter((row) => row.length > 0);
}

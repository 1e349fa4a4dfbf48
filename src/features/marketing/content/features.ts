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
  type LucideIcon,
} from 'lucide-react';

export interface FeatureTile {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const FEATURE_ROWS = [3, 2, 3] as const;

export const beyondRidesFeatures: readonly FeatureTile[] = [
  {
    title: 'Referral Rewards',
    description: 'Invite riders and drivers and earn from every journey your community takes.',
    icon: Share2,
  },
  {
    title: 'Retirement Support',
    description: 'A loyalty reward that helps long-serving drivers plan for the years ahead.',
    icon: Sunset,
  },
  {
    title: 'Tribute Assistance',
    description: 'Support for a driver’s family when they need it most.',
    icon: HeartHandshake,
  },
  {
    title: 'Zero Registration Fees',
    description: 'Joining costs nothing, for riders and for drivers.',
    icon: ShieldCheck,
  },
  {
    title: 'Instant Withdrawals',
    description: 'Take your earnings out by crypto, bank transfer or mobile wallet.',
    icon: HandCoins,
  },
  {
    title: 'Account Transfer to Heirs',
    description: 'Your account can pass to your legal heirs after verification.',
    icon: ArrowLeftRight,
  },
  {
    title: 'Live Ride Tracking',
    description: 'Follow every trip in real time and share it with the people you trust.',
    icon: MapPin,
  },
  {
    title: 'Lost-Item Reporting',
    description: 'Report something left behind in the app and we help you get it back.',
    icon: SearchCheck,
  },
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

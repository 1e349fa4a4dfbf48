/** Copy for the About page that is a list (reasons, aims, vision and mission). */
import {
  BadgePercent,
  Gift,
  HeartHandshake,
  Headset,
  ShieldCheck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export interface Reason {
  title: string;
  text: string;
  icon: LucideIcon;
}

export const whyJoin: readonly Reason[] = [
  {
    title: 'Zero registration fees',
    text: 'Joining is free for riders and drivers.',
    icon: BadgePercent,
  },
  {
    title: 'Rewards that add up',
    text: 'Referral rewards, retirement support and tribute assistance for drivers.',
    icon: Gift,
  },
  {
    title: 'Instant withdrawals',
    text: 'Your earnings by crypto, bank transfer or mobile wallet, when you want them.',
    icon: Wallet,
  },
  {
    title: 'Safety first',
    text: 'Verified drivers, real-time tracking and rides for women and families.',
    icon: ShieldCheck,
  },
  {
    title: 'A fair deal',
    text: 'Transparent fares and a mission built around driver empowerment.',
    icon: HeartHandshake,
  },
  {
    title: 'Support 24/7',
    text: 'Help center, e-mail and hotline, across the UAE, day and night.',
    icon: Headset,
  },
];

export interface Aim {
  term: string;
  title: string;
  text: string;
}

export const aims: readonly Aim[] = [
  {
    term: 'Short term',
    title: 'Trusted in every emirate',
    text: 'Grow our network of verified drivers so that a safe ride is minutes away anywhere in the UAE, around the clock.',
  },
  {
    term: 'Mid term',
    title: 'One app for every journey',
    text: 'Bring rides, deliveries, recovery, moving and tourism together, with partner services a driver or rider can count on.',
  },
  {
    term: 'Long term',
    title: 'A future for every driver',
    text: 'Make driving a career with a future: fair earnings, shared rewards, retirement support and care for families.',
  },
];

export const vision =
  'A region where every journey is safe, fair and rewarding, for the people who ride and for the people who drive.';

export const mission =
  'To connect people and places across the UAE with fair, transparent mobility that empowers drivers, protects riders and shares success with our whole community.';

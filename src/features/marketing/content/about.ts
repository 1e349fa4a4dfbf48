/** The About page's lists (reasons, aims); their words are in the about catalogue. */
import {
  BadgePercent,
  Gift,
  HeartHandshake,
  Headset,
  ShieldCheck,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export const whyJoin: readonly {
  id: 'noFees' | 'rewards' | 'withdrawals' | 'safety' | 'fair' | 'support';
  icon: LucideIcon;
}[] = [
  { id: 'noFees', icon: BadgePercent },
  { id: 'rewards', icon: Gift },
  { id: 'withdrawals', icon: Wallet },
  { id: 'safety', icon: ShieldCheck },
  { id: 'fair', icon: HeartHandshake },
  { id: 'support', icon: Headset },
];

/** Each aim's title id; its term is `${id}Term` and its text `${id}Text`. */
export const aims = ['short', 'mid', 'long'] as const;

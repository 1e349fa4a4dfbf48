import { CircleDashed, Crown, Gem, Medal, Swords, Trophy, type LucideIcon } from 'lucide-react';
import type { CurrentRank } from '@contract/user';
import { normalizeRank } from './rank';
import { useRankText } from './rank-text';

const icons: Record<CurrentRank, LucideIcon> = {
  None: CircleDashed,
  Challenger: Medal,
  Warrior: Swords,
  Tycoon: Gem,
  Champion: Trophy,
  Boss: Crown,
};

/** One icon per CRR rank, from the one icon set (the server's emoji icons are not shown). */
export function RankIcon({ rank, className = 'size-4' }: { rank: unknown; className?: string }) {
  const Icon = icons[normalizeRank(rank)];
  return <Icon aria-hidden="true" className={className} />;
}

/** Icon and name of a rank, e.g. in a leaderboard cell. */
export function RankLabel({ rank }: { rank: unknown }) {
  const name = normalizeRank(rank);
  const rankText = useRankText();
  return (
    <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
      <RankIcon rank={name} className="size-4 text-sand-600 dark:text-sand-300" />
      {rankText(name)}
    </span>
  );
}

import { useCallback } from 'react';
import { useT } from '@/i18n/language-context';
import { rewardsMessages } from './messages';

const RANK_IDS = {
  none: 'rankNone',
  challenger: 'rankChallenger',
  warrior: 'rankWarrior',
  tycoon: 'rankTycoon',
  champion: 'rankChampion',
  boss: 'rankBoss',
} as const;
type RankId = (typeof RANK_IDS)[keyof typeof RANK_IDS];

/**
 * Names a CRR rank in the reader's language (compared case-insensitively, DECISIONS 9); a name
 * we do not know is shown as the server sent it.
 */
export function useRankText(): (rank: string) => string {
  const t = useT(rewardsMessages);
  return useCallback(
    (rank: string) => {
      const id = (RANK_IDS as Partial<Record<string, RankId>>)[rank.trim().toLowerCase()];
      return id ? t(id) : rank;
    },
    [t],
  );
}

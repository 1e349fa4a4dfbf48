import type { Translate } from '@/i18n/language-context';
import type en from './messages.en';

const RANK_IDS = {
  none: 'rankNone',
  challenger: 'rankChallenger',
  warrior: 'rankWarrior',
  tycoon: 'rankTycoon',
  champion: 'rankChampion',
  boss: 'rankBoss',
} as const;

/** A CRR rank's name in the reader's language; a name we do not know is shown as sent. */
export function rankText(t: Translate<typeof en>, rank: string): string {
  const id = RANK_IDS[rank.trim().toLowerCase() as keyof typeof RANK_IDS] as
    (typeof RANK_IDS)[keyof typeof RANK_IDS] | undefined;
  return id ? t(id) : rank;
}

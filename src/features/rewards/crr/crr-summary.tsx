import { CalendarClock, Target } from 'lucide-react';
import { useT } from '@/i18n/language-context';
import { formatAed, formatNumber } from '@/lib/format';
import { useRankText } from '../shared/rank-text';
import { RankIcon } from '../shared/rank-icon';
import { StatTile } from '../shared/stat-tile';
import { crrMessages } from './messages';
import type { CrrProgress } from './rank-tracking-adapter';

/** Summary tiles: current rank, next rank and its bonus, days left in the month, points. */
export function CrrSummary({ progress }: { progress: CrrProgress }) {
  const t = useT(crrMessages);
  const rankText = useRankText();
  const { next } = progress;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatTile
        tone="brand"
        label={t('currentRank')}
        value={rankText(progress.currentRank)}
        icon={<RankIcon rank={progress.currentRank} />}
      />
      <StatTile
        tone="accent"
        label={t('nextRank')}
        value={next ? rankText(next.rank) : t('allAchieved')}
        hint={next ? t('bonus', { amount: formatAed(next.reward) }) : undefined}
        icon={<Target aria-hidden="true" className="size-4" />}
      />
      <StatTile
        label={t('daysLeft')}
        value={t('days', { count: progress.daysLeft })}
        hint={t('resetHint')}
        icon={<CalendarClock aria-hidden="true" className="size-4" />}
      />
      <StatTile
        label={t('accumulated')}
        value={t('pgpValue', { points: formatNumber(progress.totals.pgp) })}
        hint={t('tgpValue', { points: formatNumber(progress.totals.tgp) })}
      />
    </div>
  );
}

import { CalendarClock, Target } from 'lucide-react';
import { formatAed, formatNumber } from '@/lib/format';
import { RankIcon } from '../shared/rank-icon';
import { StatTile } from '../shared/stat-tile';
import type { CrrProgress } from './rank-tracking-adapter';

/** Summary tiles: current rank, next rank and its bonus, days left in the month, points. */
export function CrrSummary({ progress }: { progress: CrrProgress }) {
  const { next } = progress;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatTile
        tone="brand"
        label="Current rank"
        value={progress.currentRank}
        icon={<RankIcon rank={progress.currentRank} />}
      />
      <StatTile
        tone="accent"
        label="Next rank"
        value={next ? next.rank : 'All ranks achieved'}
        hint={next ? `Bonus ${formatAed(next.reward)}` : undefined}
        icon={<Target aria-hidden="true" className="size-4" />}
      />
      <StatTile
        label="Days left"
        value={`${String(progress.daysLeft)} days`}
        hint="Until the monthly points reset"
        icon={<CalendarClock aria-hidden="true" className="size-4" />}
      />
      <StatTile
        label="Accumulated points"
        value={`${formatNumber(progress.totals.pgp)} PGP`}
        hint={`${formatNumber(progress.totals.tgp)} TGP`}
      />
    </div>
  );
}

import { TrendingUp } from 'lucide-react';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatDate, formatNumber } from '@/lib/format';
import type { RegionalProgressView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { RankIcon } from '@/features/rewards/shared/rank-icon';
import { StatTile } from '@/features/rewards/shared/summary-tile';
import { UpdateCountryButton } from './update-country';

export function YourProgress({
  view,
  userId,
  onCountryRequested,
}: {
  view: RegionalProgressView;
  userId: string;
  onCountryRequested: () => void;
}) {
  const { currentRank, nextRank, pendingRequest } = view;
  return (
    <SectionCard
      title="Your Progress"
      icon={TrendingUp}
      actions={<UpdateCountryButton userId={userId} onSent={onCountryRequested} />}
    >
      <dl className="grid grid-cols-2 gap-3">
        <StatTile
          label="Current rank"
          value={
            <span className="flex items-center gap-2">
              <RankIcon
                rank={currentRank.name}
                className="size-5 text-sand-600 dark:text-sand-300"
              />
              {currentRank.name}
            </span>
          }
          hint={`Level ${formatNumber(currentRank.level)}`}
          tone="accent"
        />
        <StatTile label="Victory rank" value={view.victoryRank ?? '—'} />
      </dl>
      <div className="mt-5">
        <ProgressBar value={view.progress.percentage} label="Rank progress" tone="accent" />
        {view.progress.achieved && (
          <p className="mt-1 text-xs text-ink-muted">{view.progress.achieved}</p>
        )}
      </div>
      <p className="mt-4 text-sm">
        {nextRank ? (
          <>
            <span className="text-ink-muted">Next rank: </span>
            <strong>{nextRank.name}</strong>
            {nextRank.requirement && <span> · {nextRank.requirement}</span>}
          </>
        ) : (
          <strong>Top rank reached</strong>
        )}
      </p>
      {pendingRequest && (
        <p role="status" className="mt-3 rounded-card bg-surface-alt p-3 text-sm">
          Country change to <strong>{pendingRequest.requestedCountry}</strong> requested
          {pendingRequest.requestedAt ? ` on ${formatDate(pendingRequest.requestedAt)}` : ''},
          waiting for admin verification.
        </p>
      )}
    </SectionCard>
  );
}

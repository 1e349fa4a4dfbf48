import { CheckCircle2, Gauge, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StatusMessage } from '@/components/ui/status-message';
import { formatNumber } from '@/lib/format';
import { DEFAULT_REQUIREMENT, type CurrentCampaignView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { StatTile } from '@/features/rewards/shared/summary-tile';

export function timeLeftText(timeLeft: { days: number; hours: number } | null): string {
  if (!timeLeft) return '—';
  const days = `${formatNumber(timeLeft.days)} day${timeLeft.days === 1 ? '' : 's'}`;
  const hours = `${formatNumber(timeLeft.hours)} hour${timeLeft.hours === 1 ? '' : 's'}`;
  return `${days} ${hours}`;
}

export function QualifiedBadge({ qualified }: { qualified: boolean }) {
  return qualified ? (
    <Badge tone="success">
      <CheckCircle2 aria-hidden="true" className="size-3.5" />
      Qualified
    </Badge>
  ) : (
    <Badge tone="danger">
      <XCircle aria-hidden="true" className="size-3.5" />
      Not Qualified
    </Badge>
  );
}

export function ProgressTracker({ view }: { view: CurrentCampaignView }) {
  const { progress, campaign } = view;
  // Spec 9: the bar's maximum is the requirement, 100 rides when it is missing.
  const max = campaign?.requirement ?? DEFAULT_REQUIREMENT;
  return (
    <SectionCard
      title="Progress Tracker"
      icon={Gauge}
      actions={progress && <QualifiedBadge qualified={progress.isQualified} />}
    >
      {!progress ? (
        <StatusMessage kind="empty">No progress data available</StatusMessage>
      ) : (
        <>
          <ProgressBar
            value={(progress.totalRides / max) * 100}
            label={`Total rides: ${formatNumber(progress.totalRides)} of ${formatNumber(max)}`}
            tone="accent"
          />
          <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
            <StatTile label="Solo rides" value={formatNumber(progress.soloRides)} />
            <StatTile label="Team rides" value={formatNumber(progress.teamRides)} />
            <StatTile
              label="Progress"
              value={`${progress.progressPercentage.toFixed(progress.progressPercentage % 1 === 0 ? 0 : 1)}%`}
            />
            <StatTile label="Rides needed" value={formatNumber(progress.ridesNeeded)} />
            <StatTile
              label="Time left"
              value={timeLeftText(campaign?.timeLeft ?? null)}
              className="col-span-2"
            />
          </dl>
        </>
      )}
    </SectionCard>
  );
}

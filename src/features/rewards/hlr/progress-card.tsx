import { CheckCircle2, HeartHandshake, Hourglass, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ProgressBar } from '@/components/ui/progress-bar';
import { clampPercent, formatNumber } from '@/lib/format';
import type { HlrProgressView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { StatTile } from '@/features/rewards/shared/summary-tile';

const pct = (value: number) => {
  const capped = clampPercent(value);
  return `${capped.toFixed(capped % 1 === 0 ? 0 : 1)}%`;
};

function Badges({ view }: { view: HlrProgressView }) {
  return (
    <div className="flex flex-wrap gap-2">
      {view.isQualified ? (
        <Badge tone="success">
          <CheckCircle2 aria-hidden="true" className="size-3.5" />
          Qualified
        </Badge>
      ) : (
        <Badge tone="danger">
          <XCircle aria-hidden="true" className="size-3.5" />
          Not Qualified
        </Badge>
      )}
      {view.isRetirementEligible && (
        <Badge tone="accent">
          <Hourglass aria-hidden="true" className="size-3.5" />
          Retirement Eligible
        </Badge>
      )}
    </div>
  );
}

export function HlrProgressCard({ view }: { view: HlrProgressView }) {
  const { requirements: req } = view;
  return (
    <SectionCard title="Your Progress" icon={HeartHandshake} actions={<Badges view={view} />}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatTile
          label="Overall progress"
          value={pct(view.overallPercent)}
          tone="accent"
          className="col-span-2 sm:col-span-1"
        />
        <StatTile label="Current PGP" value={formatNumber(view.currentPGP)} />
        <StatTile label="Current TGP" value={formatNumber(view.currentTGP)} />
      </dl>
      <div className="mt-5 space-y-4">
        <ProgressBar
          value={view.pgpPercent}
          label={`PGP: ${formatNumber(view.currentPGP)} of ${formatNumber(req.requiredPGP)}`}
        />
        <ProgressBar
          value={view.tgpPercent}
          label={`TGP: ${formatNumber(view.currentTGP)} of ${formatNumber(req.requiredTGP)}`}
        />
        <ProgressBar value={view.overallPercent} label="Overall" tone="accent" />
      </div>
    </SectionCard>
  );
}

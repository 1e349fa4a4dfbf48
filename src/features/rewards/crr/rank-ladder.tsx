import { CheckCircle2, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatAed, formatNumber } from '@/lib/format';
import { RankIcon } from '../shared/rank-icon';
import type { LadderStep } from './rank-tracking-adapter';

function StepState({ step, isNext }: { step: LadderStep; isNext: boolean }) {
  if (step.isAchieved)
    return (
      <Badge tone="success">
        <CheckCircle2 aria-hidden="true" className="size-3.5" />
        Achieved
      </Badge>
    );
  if (isNext) return <Badge tone="accent">Next rank</Badge>;
  if (step.isLocked)
    return (
      <Badge>
        <Lock aria-hidden="true" className="size-3.5" />
        Locked
      </Badge>
    );
  return <Badge tone="brand">In progress</Badge>;
}

/** The five ranks with their bonus: achieved ticked, the next one marked, the rest locked. */
export function RankLadder({ ladder, next }: { ladder: LadderStep[]; next: LadderStep | null }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-label="Rank ladder">
      {ladder.map((step) => {
        const isNext = next?.rank === step.rank;
        const frame = step.isAchieved
          ? 'border-green-300 dark:border-green-800'
          : isNext
            ? 'border-sand-400 ring-2 ring-sand-300 dark:border-sand-600 dark:ring-sand-700'
            : 'border-line';
        return (
          <li
            key={step.rank}
            aria-current={isNext ? 'step' : undefined}
            className={`flex flex-col gap-2 rounded-card border bg-surface p-4 ${frame} ${
              step.isLocked && !step.isAchieved ? 'opacity-80' : ''
            }`}
          >
            <div className="flex items-center justify-between gap-2">
              <span className="flex items-center gap-2 font-bold">
                <RankIcon rank={step.rank} className="size-5 text-sand-600 dark:text-sand-300" />
                {step.rank}
              </span>
              <StepState step={step} isNext={isNext} />
            </div>
            <p className="tabular text-lg font-bold">{formatAed(step.reward)}</p>
            <p className="tabular text-xs text-ink-muted">
              {formatNumber(step.requirements.pgp)} PGP · {formatNumber(step.requirements.tgp)} TGP
            </p>
          </li>
        );
      })}
    </ol>
  );
}

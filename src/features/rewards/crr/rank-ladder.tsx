import { CheckCircle2, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/language-context';
import { formatAed, formatNumber } from '@/lib/format';
import { useRankText } from '../shared/rank-text';
import { crrMessages } from './messages';
import { RankIcon } from '../shared/rank-icon';
import type { LadderStep } from './rank-tracking-adapter';

function StepState({ step, isNext }: { step: LadderStep; isNext: boolean }) {
  const t = useT(crrMessages);
  if (step.isAchieved)
    return (
      <Badge tone="success">
        <CheckCircle2 aria-hidden="true" className="size-3.5" />
        {t('achieved')}
      </Badge>
    );
  if (isNext) return <Badge tone="accent">{t('nextRank')}</Badge>;
  if (step.isLocked)
    return (
      <Badge>
        <Lock aria-hidden="true" className="size-3.5" />
        {t('locked')}
      </Badge>
    );
  return <Badge tone="brand">{t('inProgress')}</Badge>;
}

/** The five ranks with their bonus: achieved ticked, the next one marked, the rest locked. */
export function RankLadder({ ladder, next }: { ladder: LadderStep[]; next: LadderStep | null }) {
  const t = useT(crrMessages);
  const rankText = useRankText();
  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5" aria-label={t('rankLadder')}>
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
            className={`flex flex-col gap-2 rounded-card border p-4 ${frame} ${
              step.isLocked && !step.isAchieved ? 'bg-surface-alt' : 'bg-surface'
            }`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex size-9 items-center justify-center rounded-pill bg-sand-100 dark:bg-sand-900/60">
                <RankIcon rank={step.rank} className="size-5 text-sand-700 dark:text-sand-200" />
              </span>
              <StepState step={step} isNext={isNext} />
            </div>
            <p className="font-bold">{rankText(step.rank)}</p>
            <p className="tabular text-lg font-bold">{formatAed(step.reward)}</p>
            <p className="tabular text-xs text-ink-muted">
              {t('requirement', {
                pgp: formatNumber(step.requirements.pgp),
                tgp: formatNumber(step.requirements.tgp),
              })}
            </p>
          </li>
        );
      })}
    </ol>
  );
}

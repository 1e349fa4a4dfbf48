import { TrendingUp } from 'lucide-react';
import { RANK_NAMES } from '@contract/user';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useLanguage, useT } from '@/i18n/language-context';
import { countryName } from '@/lib/country-name';
import { formatDate, formatNumber } from '@/lib/format';
import type { RegionalProgressView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { CRR_LADDER } from '@/features/rewards/shared/rank';
import { RankIcon } from '@/features/rewards/shared/rank-icon';
import { useRankText } from '@/features/rewards/shared/rank-text';
import { StatTile } from '@/features/rewards/shared/summary-tile';
import { NODE, withNode } from '@/features/rewards/shared/with-node';
import { regionalMessages } from './messages';
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
  const t = useT(regionalMessages);
  const language = useLanguage();
  const rankText = useRankText();
  const { currentRank, nextRank, pendingRequest } = view;
  // The server words progress and the next rank's requirement in English; in Arabic the same
  // facts are worded here from the level and the CRR ladder.
  const english = language === 'en';
  const levels = { level: formatNumber(currentRank.level), total: formatNumber(RANK_NAMES.length) };
  const achieved = view.progress.byLevel
    ? t('levelOf', levels)
    : view.progress.achieved && (english ? view.progress.achieved : t('ranksAchieved', levels));
  const step = nextRank && CRR_LADDER.find((s) => s.rank === nextRank.name);
  const requirement =
    nextRank?.requirement &&
    (english || !step
      ? nextRank.requirement
      : t('nextRequirement', { pgp: formatNumber(step.pgp), tgp: formatNumber(step.tgp) }));
  return (
    <SectionCard
      title={t('yourProgress')}
      icon={TrendingUp}
      actions={<UpdateCountryButton userId={userId} onSent={onCountryRequested} />}
    >
      <dl className="grid grid-cols-2 gap-3">
        <StatTile
          label={t('currentRank')}
          value={
            <span className="flex items-center gap-2">
              <RankIcon
                rank={currentRank.name}
                className="size-5 text-sand-600 dark:text-sand-300"
              />
              {rankText(currentRank.name)}
            </span>
          }
          hint={t('level', { level: formatNumber(currentRank.level) })}
          tone="accent"
        />
        <StatTile
          label={t('victoryRank')}
          value={view.victoryRank ? rankText(view.victoryRank) : '—'}
        />
      </dl>
      <div className="mt-5">
        <ProgressBar value={view.progress.percentage} label={t('rankProgress')} tone="accent" />
        {achieved && <p className="mt-1 text-xs text-ink-muted">{achieved}</p>}
      </div>
      <p className="mt-4 text-sm">
        {nextRank ? (
          <>
            <span className="text-ink-muted">{t('nextRank')} </span>
            <strong>{rankText(nextRank.name)}</strong>
            {requirement && <span> · {requirement}</span>}
          </>
        ) : (
          <strong>{t('topRank')}</strong>
        )}
      </p>
      {pendingRequest && (
        <p role="status" className="mt-3 rounded-card bg-surface-alt p-3 text-sm">
          {withNode(
            pendingRequest.requestedAt
              ? t('pendingOn', { country: NODE, date: formatDate(pendingRequest.requestedAt) })
              : t('pending', { country: NODE }),
            <strong>{countryName(pendingRequest.requestedCountry, language)}</strong>,
          )}
        </p>
      )}
    </SectionCard>
  );
}

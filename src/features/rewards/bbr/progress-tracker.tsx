import { CheckCircle2, Gauge, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ProgressBar } from '@/components/ui/progress-bar';
import { StatusMessage } from '@/components/ui/status-message';
import { useT, type Translate } from '@/i18n/language-context';
import { formatNumber } from '@/lib/format';
import { DEFAULT_REQUIREMENT, type CurrentCampaignView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { StatTile } from '@/features/rewards/shared/summary-tile';
import { bbrMessages } from './messages';
import type en from './messages.en';

export function timeLeftText(
  t: Translate<typeof en>,
  timeLeft: { days: number; hours: number } | null,
): string {
  if (!timeLeft) return '—';
  return t('daysAndHours', {
    days: t('days', { count: timeLeft.days }),
    hours: t('hours', { count: timeLeft.hours }),
  });
}

export function QualifiedBadge({ qualified }: { qualified: boolean }) {
  const t = useT(bbrMessages);
  return qualified ? (
    <Badge tone="success">
      <CheckCircle2 aria-hidden="true" className="size-3.5" />
      {t('qualified')}
    </Badge>
  ) : (
    <Badge tone="danger">
      <XCircle aria-hidden="true" className="size-3.5" />
      {t('notQualified')}
    </Badge>
  );
}

export function ProgressTracker({ view }: { view: CurrentCampaignView }) {
  const t = useT(bbrMessages);
  const { progress, campaign } = view;
  // Spec 9: the bar's maximum is the requirement, 100 rides when it is missing.
  const max = campaign?.requirement ?? DEFAULT_REQUIREMENT;
  return (
    <SectionCard
      title={t('tracker')}
      icon={Gauge}
      actions={progress && <QualifiedBadge qualified={progress.isQualified} />}
    >
      {!progress ? (
        <StatusMessage kind="empty">{t('noProgress')}</StatusMessage>
      ) : (
        <>
          <ProgressBar
            value={(progress.totalRides / max) * 100}
            label={t('totalRides', {
              have: formatNumber(progress.totalRides),
              max: formatNumber(max),
            })}
            tone="accent"
          />
          <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
            <StatTile label={t('soloRides')} value={formatNumber(progress.soloRides)} />
            <StatTile label={t('teamRides')} value={formatNumber(progress.teamRides)} />
            <StatTile
              label={t('progress')}
              value={`${progress.progressPercentage.toFixed(progress.progressPercentage % 1 === 0 ? 0 : 1)}%`}
            />
            <StatTile label={t('ridesNeeded')} value={formatNumber(progress.ridesNeeded)} />
            <StatTile
              label={t('timeLeft')}
              value={timeLeftText(t, campaign?.timeLeft ?? null)}
              className="col-span-2"
            />
          </dl>
        </>
      )}
    </SectionCard>
  );
}

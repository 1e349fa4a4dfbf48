import { CheckCircle2, HeartHandshake, Hourglass, XCircle } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useT } from '@/i18n/language-context';
import { clampPercent, formatNumber } from '@/lib/format';
import type { HlrProgressView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { StatTile } from '@/features/rewards/shared/summary-tile';
import { hlrMessages } from './messages';

const pct = (value: number) => {
  const capped = clampPercent(value);
  return `${capped.toFixed(capped % 1 === 0 ? 0 : 1)}%`;
};

function Badges({ view }: { view: HlrProgressView }) {
  const t = useT(hlrMessages);
  return (
    <div className="flex flex-wrap gap-2">
      {view.isQualified ? (
        <Badge tone="success">
          <CheckCircle2 aria-hidden="true" className="size-3.5" />
          {t('qualified')}
        </Badge>
      ) : (
        <Badge tone="danger">
          <XCircle aria-hidden="true" className="size-3.5" />
          {t('notQualified')}
        </Badge>
      )}
      {view.isRetirementEligible && (
        <Badge tone="accent">
          <Hourglass aria-hidden="true" className="size-3.5" />
          {t('retirementEligible')}
        </Badge>
      )}
    </div>
  );
}

export function HlrProgressCard({ view }: { view: HlrProgressView }) {
  const t = useT(hlrMessages);
  const { requirements: req } = view;
  return (
    <SectionCard title={t('yourProgress')} icon={HeartHandshake} actions={<Badges view={view} />}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatTile
          label={t('overallProgress')}
          value={pct(view.overallPercent)}
          tone="accent"
          className="col-span-2 sm:col-span-1"
        />
        <StatTile label={t('currentPgp')} value={formatNumber(view.currentPGP)} />
        <StatTile label={t('currentTgp')} value={formatNumber(view.currentTGP)} />
      </dl>
      <div className="mt-5 space-y-4">
        <ProgressBar
          value={view.pgpPercent}
          label={t('pgpBar', {
            have: formatNumber(view.currentPGP),
            need: formatNumber(req.requiredPGP),
          })}
        />
        <ProgressBar
          value={view.tgpPercent}
          label={t('tgpBar', {
            have: formatNumber(view.currentTGP),
            need: formatNumber(req.requiredTGP),
          })}
        />
        <ProgressBar value={view.overallPercent} label={t('overall')} tone="accent" />
      </div>
    </SectionCard>
  );
}

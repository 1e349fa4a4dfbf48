import { CalendarRange } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { StatusMessage } from '@/components/ui/status-message';
import { useLanguage, useT } from '@/i18n/language-context';
import { formatAed } from '@/lib/format';
import type { CampaignView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { bbrMessages } from './messages';
import { periodText } from './period';

const TYPE_LABEL = {
  solo: 'typeSolo',
  team: 'typeTeam',
  solo_or_team: 'typeSoloOrTeam',
} as const;

export function CampaignCard({ campaign }: { campaign: CampaignView | null }) {
  const t = useT(bbrMessages);
  const language = useLanguage();
  return (
    <SectionCard title={t('currentCampaign')} icon={CalendarRange}>
      {!campaign ? (
        <StatusMessage kind="empty">{t('noCampaign')}</StatusMessage>
      ) : (
        <>
          <p className="text-xl font-bold text-brand-800 dark:text-brand-200">
            {campaign.name || t('campaignFallback')}
          </p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-ink-muted">{t('requirement')}</dt>
            <dd className="tabular font-semibold">{t('rides', { count: campaign.requirement })}</dd>
            <dt className="text-ink-muted">{t('duration')}</dt>
            <dd className="tabular font-semibold">
              {campaign.duration === null ? '—' : t('days', { count: campaign.duration })}
            </dd>
            <dt className="text-ink-muted">{t('period')}</dt>
            <dd className="tabular font-semibold">
              {campaign.period ? periodText(campaign.period, language) : '—'}
            </dd>
            <dt className="text-ink-muted">{t('type')}</dt>
            <dd className="flex flex-wrap items-center gap-2 font-semibold">
              {campaign.type ? t(TYPE_LABEL[campaign.type]) : '—'}
              {campaign.newbieRidesOnly && <Badge tone="accent">{t('newbieOnly')}</Badge>}
            </dd>
            <dt className="text-ink-muted">{t('reward')}</dt>
            <dd className="tabular font-semibold text-sand-800 dark:text-sand-200">
              {campaign.reward ? formatAed(campaign.reward.amount) : '—'}
            </dd>
          </dl>
        </>
      )}
    </SectionCard>
  );
}

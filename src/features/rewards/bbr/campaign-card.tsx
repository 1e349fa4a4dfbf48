import { CalendarRange } from 'lucide-react';
import type { CampaignType } from '@contract/rewards';
import { Badge } from '@/components/ui/badge';
import { StatusMessage } from '@/components/ui/status-message';
import { formatAed, formatNumber } from '@/lib/format';
import type { CampaignView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';

const TYPE_LABEL: Record<CampaignType, string> = {
  solo: 'Solo',
  team: 'Team',
  solo_or_team: 'Solo or Team',
};

const plural = (n: number, word: string) => `${formatNumber(n)} ${word}${n === 1 ? '' : 's'}`;

export function CampaignCard({ campaign }: { campaign: CampaignView | null }) {
  return (
    <SectionCard title="Current Campaign" icon={CalendarRange}>
      {!campaign ? (
        <StatusMessage kind="empty">No active campaign found</StatusMessage>
      ) : (
        <>
          <p className="text-xl font-bold text-brand-800 dark:text-brand-200">{campaign.name}</p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-ink-muted">Requirement</dt>
            <dd className="tabular font-semibold">{plural(campaign.requirement, 'ride')}</dd>
            <dt className="text-ink-muted">Duration</dt>
            <dd className="tabular font-semibold">
              {campaign.duration === null ? '—' : plural(campaign.duration, 'day')}
            </dd>
            <dt className="text-ink-muted">Period</dt>
            <dd className="tabular font-semibold">{campaign.period ?? '—'}</dd>
            <dt className="text-ink-muted">Type</dt>
            <dd className="flex flex-wrap items-center gap-2 font-semibold">
              {campaign.type ? TYPE_LABEL[campaign.type] : '—'}
              {campaign.newbieRidesOnly && <Badge tone="accent">Newbie rides only</Badge>}
            </dd>
            <dt className="text-ink-muted">Reward</dt>
            <dd className="tabular font-semibold text-sand-800 dark:text-sand-200">
              {campaign.reward ? formatAed(campaign.reward.amount) : '—'}
            </dd>
          </dl>
        </>
      )}
    </SectionCard>
  );
}

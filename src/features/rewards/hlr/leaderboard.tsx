import { Crown } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useShowMore } from '@/components/ui/show-more';
import { StatusMessage } from '@/components/ui/status-message';
import { Flag } from '@/components/ui/flag';
import { TablePanel, type Column } from '@/components/ui/table-panel';
import { useLanguage, useT } from '@/i18n/language-context';
import { countryName } from '@/lib/country-name';
import { formatAed, formatNumber } from '@/lib/format';
import type { ApiQuery } from '@/lib/use-api-query';
import type { HlrLeaderboardView, HlrRowView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { useShowMoreLabel } from '@/features/rewards/shared/show-more-label';
import { hlrMessages } from './messages';

const STATUS = {
  'in progress': { tone: 'neutral', label: 'statusInProgress' },
  'qualified (waiting for age)': { tone: 'brand', label: 'statusWaiting' },
  'eligible for reward': { tone: 'success', label: 'statusEligible' },
  'reward claimed': { tone: 'accent', label: 'statusClaimed' },
} as const satisfies Record<string, { tone: BadgeTone; label: string }>;

function Rows({ rows }: { rows: HlrRowView[] }) {
  const t = useT(hlrMessages);
  const language = useLanguage();
  const { visible, canToggle, toggle, expanded } = useShowMore(rows);
  const toggleLabel = useShowMoreLabel(expanded);
  const columns: Column<HlrRowView>[] = [
    { header: t('colRank'), className: 'tabular', cell: (row) => <bdi>#{row.rank}</bdi> },
    { header: t('colName'), className: 'font-semibold', cell: (row) => row.name },
    {
      header: t('colFlag'),
      cell: (row) => (
        <Flag country={row.country || t('countryUnknown')} emoji={row.flag} className="text-lg" />
      ),
    },
    {
      header: t('colCountry'),
      cell: (row) => (row.country ? countryName(row.country, language) : t('countryUnknown')),
    },
    // The board's order (DECISIONS 36: points are named, never money).
    { header: t('colPoints'), numeric: true, cell: (row) => formatNumber(row.totalPoints) },
    {
      header: t('colRewardStatus'),
      // The reward paid once claimed, else the status; never points as money (DECISIONS 36).
      cell: (row) => {
        if (row.rewardClaimed)
          return (
            <span className="tabular font-semibold whitespace-nowrap">
              {formatAed(row.rewardAmount)}
            </span>
          );
        const key = row.status.toLowerCase();
        const known = key in STATUS ? STATUS[key as keyof typeof STATUS] : null;
        return <Badge tone={known?.tone ?? 'neutral'}>{known ? t(known.label) : row.status}</Badge>;
      },
    },
  ];
  return (
    <>
      <TablePanel
        caption={t('caption')}
        maxHeight="max-h-96"
        columns={columns}
        rows={visible}
        rowKey={(row) => `${String(row.rank)}-${row.name}`}
      />
      {canToggle && (
        <div className="mt-4 flex justify-center">
          <Button variant="secondary" size="sm" onClick={toggle} aria-expanded={expanded}>
            {toggleLabel}
          </Button>
        </div>
      )}
    </>
  );
}

export function HlrLeaderboard({ query }: { query: ApiQuery<HlrLeaderboardView | null> }) {
  const t = useT(hlrMessages);
  const { data, loading, error } = query;
  return (
    <SectionCard
      title={t('leaderboard')}
      icon={Crown}
      actions={
        data && (
          <Badge tone="brand">
            <span className="tabular">{t('qualifiedMembers', { count: data.qualifiedCount })}</span>
          </Badge>
        )
      }
    >
      {loading ? (
        <StatusMessage kind="loading">{t('loadingBoard')}</StatusMessage>
      ) : error ? (
        <StatusMessage kind="error">{error.message}</StatusMessage>
      ) : !data?.rows.length ? (
        <StatusMessage kind="empty">{t('emptyBoard')}</StatusMessage>
      ) : (
        <Rows rows={data.rows} />
      )}
    </SectionCard>
  );
}

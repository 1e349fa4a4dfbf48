import { Trophy } from 'lucide-react';
import { StatusMessage } from '@/components/ui/status-message';
import { Flag } from '@/components/ui/flag';
import { TablePanel, type Column } from '@/components/ui/table-panel';
import { useT } from '@/i18n/language-context';
import { formatNumber } from '@/lib/format';
import type { ApiQuery } from '@/lib/use-api-query';
import type { RegionalRowView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { RankIcon } from '@/features/rewards/shared/rank-icon';
import { useRankText } from '@/features/rewards/shared/rank-text';
import { regionalMessages } from './messages';

export function RegionalLeaderboard({ query }: { query: ApiQuery<RegionalRowView[] | null> }) {
  const t = useT(regionalMessages);
  const rankText = useRankText();
  const { data, loading, error } = query;
  const columns: Column<RegionalRowView>[] = [
    { header: t('colNumber'), className: 'tabular', cell: (row) => row.rank },
    {
      header: t('colName'),
      cell: (row) => (
        <span className="flex items-center gap-2 font-semibold">
          <Flag country={row.country || t('country')} emoji={row.flag} className="text-lg" />
          {row.name}
        </span>
      ),
    },
    {
      header: t('colUsername'),
      className: 'text-ink-muted',
      cell: (row) => (row.username ? <bdi>@{row.username}</bdi> : '—'),
    },
    {
      header: t('colRank'),
      nowrap: true,
      // The icon from our one icon set (emoji icons render as boxes where no emoji font exists).
      cell: (row) => (
        <span className="inline-flex items-center gap-1.5">
          <RankIcon rank={row.rankName} className="size-4 text-sand-600 dark:text-sand-300" />
          {rankText(row.rankName)}
        </span>
      ),
    },
    // Ordered by rank, then by these points (DECISIONS 36: points are named).
    { header: t('colPoints'), numeric: true, cell: (row) => formatNumber(row.totalPoints) },
  ];
  return (
    <SectionCard title={t('raceLeaderboard')} icon={Trophy}>
      {loading ? (
        <StatusMessage kind="loading">{t('loadingBoard')}</StatusMessage>
      ) : error ? (
        <StatusMessage kind="error">{error.message}</StatusMessage>
      ) : !data?.length ? (
        <StatusMessage kind="empty">{t('emptyBoard')}</StatusMessage>
      ) : (
        <TablePanel
          caption={t('raceCaption')}
          maxHeight="max-h-96"
          columns={columns}
          rows={data}
          rowKey={(row) => `${String(row.rank)}-${row.username}`}
        />
      )}
    </SectionCard>
  );
}

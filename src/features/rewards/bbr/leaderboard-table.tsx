import { Trophy } from 'lucide-react';
import type { ApiQuery } from '@/lib/use-api-query';
import { StatusMessage } from '@/components/ui/status-message';
import { TablePanel, type Column } from '@/components/ui/table-panel';
import { useT } from '@/i18n/language-context';
import { formatAed, formatNumber } from '@/lib/format';
import type { LeaderRowView } from './adapt';
import { YouBadge } from '@/features/rewards/shared/leaderboard';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { bbrMessages } from './messages';
import { BbrStatusBadge } from './status-badge';

const ROLES = { customer: 'roleCustomer', driver: 'roleDriver', admin: 'roleAdmin' } as const;

export function BbrLeaderboard({ query }: { query: ApiQuery<LeaderRowView[] | null> }) {
  const t = useT(bbrMessages);
  const { data, loading, error } = query;
  const roleText = (role: string) => {
    const key = role.toLowerCase();
    return key in ROLES ? t(ROLES[key as keyof typeof ROLES]) : role;
  };
  const columns: Column<LeaderRowView>[] = [
    { header: t('colRank'), className: 'tabular', cell: (row) => <bdi>#{row.rank}</bdi> },
    {
      header: t('colName'),
      cell: (row) => (
        <span className="flex flex-wrap items-center gap-2">
          {row.name}
          {row.isCurrentUser && <YouBadge />}
        </span>
      ),
    },
    { header: t('colRole'), className: 'capitalize', cell: (row) => roleText(row.role) },
    { header: t('colRides'), numeric: true, cell: (row) => formatNumber(row.rides) },
    { header: t('colReward'), numeric: true, nowrap: true, cell: (row) => formatAed(row.reward) },
    { header: t('colStatus'), cell: (row) => <BbrStatusBadge status={row.status} /> },
  ];
  return (
    <SectionCard title={t('leaderboard')} icon={Trophy}>
      {loading ? (
        <StatusMessage kind="loading">{t('loadingBoard')}</StatusMessage>
      ) : error ? (
        <StatusMessage kind="error">{error.message}</StatusMessage>
      ) : !data?.length ? (
        <StatusMessage kind="empty">{t('emptyBoard')}</StatusMessage>
      ) : (
        <TablePanel
          caption={t('boardCaption')}
          maxHeight="max-h-96"
          columns={columns}
          rows={data}
          rowKey={(row) => `${String(row.rank)}-${row.name}`}
          isCurrent={(row) => row.isCurrentUser}
        />
      )}
    </SectionCard>
  );
}

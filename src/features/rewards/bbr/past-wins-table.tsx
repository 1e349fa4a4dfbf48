import { Medal } from 'lucide-react';
import type { ApiQuery } from '@/lib/use-api-query';
import { StatusMessage } from '@/components/ui/status-message';
import { TablePanel, type Column } from '@/components/ui/table-panel';
import { useT } from '@/i18n/language-context';
import { formatAed, formatDate } from '@/lib/format';
import type { PastWinView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { bbrMessages } from './messages';
import { BbrStatusBadge } from './status-badge';

export function PastWins({ query }: { query: ApiQuery<PastWinView[] | null> }) {
  const t = useT(bbrMessages);
  const { data, loading, error } = query;
  const columns: Column<PastWinView>[] = [
    { header: t('colCampaign'), cell: (win) => win.name },
    { header: t('colReward'), numeric: true, nowrap: true, cell: (win) => formatAed(win.reward) },
    {
      header: t('colDate'),
      nowrap: true,
      className: 'tabular',
      cell: (win) => formatDate(win.date),
    },
    { header: t('colStatus'), cell: (win) => <BbrStatusBadge status={win.status} /> },
  ];
  return (
    <SectionCard title={t('pastWins')} icon={Medal}>
      {loading ? (
        <StatusMessage kind="loading">{t('loadingPastWins')}</StatusMessage>
      ) : error ? (
        <StatusMessage kind="error">{error.message}</StatusMessage>
      ) : !data?.length ? (
        <StatusMessage kind="empty">{t('emptyPastWins')}</StatusMessage>
      ) : (
        <TablePanel
          caption={t('pastWinsCaption')}
          maxHeight="max-h-80"
          columns={columns}
          rows={data}
          rowKey={(win, i) => `${win.name}-${String(i)}`}
        />
      )}
    </SectionCard>
  );
}

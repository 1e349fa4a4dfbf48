import { Medal } from 'lucide-react';
import type { ApiQuery } from '@/lib/use-api-query';
import { StatusMessage } from '@/components/ui/status-message';
import { TablePanel, type Column } from '@/components/ui/table-panel';
import { formatAed, formatDate } from '@/lib/format';
import type { PastWinView } from './adapt';
import { SectionCard } from '@/features/rewards/shared/section-card';
import { BbrStatusBadge } from './status-badge';

const columns: Column<PastWinView>[] = [
  { header: 'Campaign', cell: (win) => win.name },
  { header: 'Reward', numeric: true, nowrap: true, cell: (win) => formatAed(win.reward) },
  { header: 'Date', nowrap: true, className: 'tabular', cell: (win) => formatDate(win.date) },
  { header: 'Status', cell: (win) => <BbrStatusBadge status={win.status} /> },
];

export function PastWins({ query }: { query: ApiQuery<PastWinView[] | null> }) {
  const { data, loading, error } = query;
  return (
    <SectionCard title="Past Booster Wins" icon={Medal}>
      {loading ? (
        <StatusMessage kind="loading">Loading past wins...</StatusMessage>
      ) : error ? (
        <StatusMessage kind="error">{error.message}</StatusMessage>
      ) : !data?.length ? (
        <StatusMessage kind="empty">No past wins found</StatusMessage>
      ) : (
        <TablePanel
          caption="Booster campaigns won"
          maxHeight="max-h-80"
          columns={columns}
          rows={data}
          rowKey={(win, i) => `${win.name}-${String(i)}`}
        />
      )}
    </SectionCard>
  );
}

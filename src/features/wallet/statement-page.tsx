import { useState } from 'react';
import { Download } from 'lucide-react';
import type { StatementEntry } from '@contract/wallet';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { apiErrorInfo } from '@/lib/api-error';
import { apiErrorText } from '@/lib/api-messages';
import { useT } from '@/i18n/language-context';
import { notify } from '@/lib/notify';
import { downloadStatementCsv } from './download-csv';
import { StatementBalance } from './balance-card';
import { EntryDetail } from './entry-detail';
import { StatementFilterBar } from './statement-filters';
import { StatementList } from './statement-list';
import { walletMessages } from './messages';
import { useStatement } from './use-statement';
import { useStatementFilters } from './use-statement-filters';

/** /wallet/statement: every ledger entry of the member, newest first, with filters and CSV. */
export default function StatementPage() {
  const t = useT(walletMessages);
  usePageTitle(t('statementTitle'));
  const [filters, setFilters] = useStatementFilters();
  const [detail, setDetail] = useState<StatementEntry | null>(null);
  const [downloading, setDownloading] = useState(false);
  const s = useStatement(filters);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadStatementCsv({
        programme: filters.programme || undefined,
        month: filters.month || undefined,
      });
    } catch (error) {
      notify.error(apiErrorText(apiErrorInfo(error, ''), t('downloadFailed')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <main id="main" className="mx-auto max-w-content px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader
        title={t('statementTitle')}
        subtitle={t('statementSubtitle')}
        back
        backTo={paths.mlm.path}
        actions={
          <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
            <Download aria-hidden="true" className="size-4" />
            {downloading ? t('downloading') : t('downloadCsv')}
          </Button>
        }
      />
      <StatementBalance />
      <Card>
        <StatementFilterBar value={filters} onChange={setFilters} />
        <div className="mt-4">
          {s.first.loading && !s.first.data ? (
            <StatusMessage kind="loading">{t('loading')}</StatusMessage>
          ) : s.first.error ? (
            <StatusMessage
              kind="error"
              action={
                <Button variant="secondary" size="sm" onClick={s.first.refetch}>
                  {t('tryAgain')}
                </Button>
              }
            >
              {apiErrorText(s.first.error, t('loadFailed'))}
            </StatusMessage>
          ) : s.entries.length === 0 ? (
            <StatusMessage kind="empty">{t('empty')}</StatusMessage>
          ) : (
            <>
              <StatementList entries={s.entries} onDetail={setDetail} />
              {s.hasMore && (
                <div className="mt-4 flex justify-center">
                  <Button
                    variant="secondary"
                    onClick={() => void s.loadMore()}
                    disabled={s.loadingMore}
                  >
                    {s.loadingMore ? t('loadingMore') : t('loadMore')}
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </Card>
      <EntryDetail
        entry={detail}
        onClose={() => {
          setDetail(null);
        }}
      />
    </main>
  );
}

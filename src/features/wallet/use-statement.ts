/** The statement's pages for the current filters: the first from useApiQuery, more by cursor. */
import { useState } from 'react';
import { useAppSelector } from '@/app/hooks';
import type { StatementEntry, StatementProgramme } from '@contract/wallet';
import { apiErrorInfo } from '@/lib/api-error';
import { apiErrorText } from '@/lib/api-messages';
import { notify } from '@/lib/notify';
import { useApiQuery } from '@/lib/use-api-query';
import { translate } from '@/i18n/catalogue';
import { walletApi } from './api';
import { walletMessages } from './messages';

export interface StatementFilters {
  programme: StatementProgramme | '';
  month: string;
}

const PAGE = 50;

export function useStatement(f: StatementFilters) {
  // Keyed on the wallet revision too: money moved in this tab loads the lines again.
  const revision = useAppSelector((s) => s.wallet.revision);
  const key = `statement:${f.programme}:${f.month}#${String(revision)}`;
  const q = { programme: f.programme || undefined, month: f.month || undefined, limit: PAGE };
  const first = useApiQuery(
    key,
    () => walletApi.statement(q),
    translate(walletMessages, 'loadFailed'),
  );
  const [more, setMore] = useState<{
    key: string;
    entries: StatementEntry[];
    cursor: string | null;
  } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const extra = more?.key === key ? more : null;
  const entries = [...(first.data?.entries ?? []), ...(extra?.entries ?? [])];
  const cursor = extra ? extra.cursor : (first.data?.nextCursor ?? null);

  const loadMore = async () => {
    if (!cursor || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await walletApi.statement({ ...q, cursor });
      setMore({
        key,
        entries: [...(extra?.entries ?? []), ...page.entries],
        cursor: page.nextCursor,
      });
    } catch (error) {
      const fallback = translate(walletMessages, 'loadFailed');
      notify.error(apiErrorText(apiErrorInfo(error, fallback), fallback));
    } finally {
      setLoadingMore(false);
    }
  };

  return { first, entries, hasMore: cursor !== null, loadMore, loadingMore };
}

/**
 * Loads one level page of a member's tree through the auth slice's thunk (spec section 4: the
 * skip and direct-retry rules live there). One request per level page, never one per member.
 * The last successful answer for this tree is kept, so switching level or page keeps the header.
 */
import { useEffect, useRef, useState } from 'react';
import type { ReferralTree } from '@contract/tree';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { AppDispatch, RootState } from '@/app/store';
import { fetchReferralTree, resetTreeState, treeSkipReason } from '@/features/auth/auth-slice';
import { shownFailure } from '@/features/auth/failure-text';
import { translate } from '@/i18n/catalogue';
import { treeMessages } from './messages';
import { PAGE_SIZE } from './tree-adapter';

export type TreeLoad =
  | { kind: 'loading' }
  | { kind: 'expired' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; tree: ReferralTree; pending: boolean; pageError: string | null };

interface Outcome {
  key: string;
  tree?: ReferralTree;
  error?: { message: string; status: number | null };
  skipped?: boolean;
}

/** Lifts the slice's "already attempted" block after a failure (a user asked again). */
const resetIfFailed = () => (dispatch: AppDispatch, getState: () => RootState) => {
  if (getState().auth.referralTree.error) dispatch(resetTreeState());
};

export function useTreePage(targetId: string | null, level: number, page: number, nonce: number) {
  const dispatch = useAppDispatch();
  const skipReason = useAppSelector((s) => treeSkipReason(s.auth));
  const sliceError = useAppSelector((s) => s.auth.referralTree.error);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [shown, setShown] = useState<ReferralTree | null>(null);
  const firstRun = useRef(true);
  const key = `${targetId ?? ''}|${String(level)}|${String(page)}|${String(nonce)}`;

  useEffect(() => {
    let live = true;
    // The first load of a screen obeys the skip rule; later loads are the member's own request.
    if (!firstRun.current) dispatch(resetIfFailed());
    firstRun.current = false;
    const query = { ...(targetId ? { userId: targetId } : {}), level, page, limit: PAGE_SIZE };
    void dispatch(fetchReferralTree(query)).then((action) => {
      if (!live) return;
      if (fetchReferralTree.fulfilled.match(action)) {
        setOutcome({ key, tree: action.payload });
        setShown(action.payload);
      } else if (action.meta.condition) setOutcome({ key, skipped: true });
      else {
        // The server's words in English; in Arabic their translation by code (DECISIONS 38).
        const fallback = translate(treeMessages, 'loadFailed');
        setOutcome({
          key,
          error: {
            message: shownFailure(action.payload, fallback)?.message ?? fallback,
            status: action.payload?.status ?? null,
          },
        });
      }
    });
    return () => {
      live = false;
    };
  }, [dispatch, key, targetId, level, page]);

  const current = outcome?.key === key ? outcome : null;
  let load: TreeLoad;
  if (current?.skipped && skipReason === 'No valid session') load = { kind: 'expired' };
  else if (current?.error?.status === 401) load = { kind: 'expired' };
  else if (shown && (!current || current.tree || current.error))
    load = {
      kind: 'ready',
      tree: current?.tree ?? shown,
      pending: !current,
      pageError: current?.error ? current.error.message : null,
    };
  else if (!current) load = { kind: 'loading' };
  else
    load = {
      kind: 'failed',
      message: current.error?.message ?? sliceError ?? translate(treeMessages, 'loadFailed'),
    };
  return load;
}

/**
 * One balance on every page (issue 26): each call that reads the member's money (the wallet
 * page's figures, the withdrawals and their balance card, the statement) is keyed on this
 * revision, so when money moves (a request, a cancel) they all load again together.
 * A plain reducer (like auth's, no `createSlice`): the store is on the home route, and
 * `createSlice` would bring immer (about 5 KB gzip) with it.
 */
import { createAction, type UnknownAction } from '@reduxjs/toolkit';

export interface WalletState {
  /** Goes up by one each time this tab moves the member's money. */
  revision: number;
}

const initialState: WalletState = { revision: 0 };

export const moneyMoved = createAction('wallet/moneyMoved');

export function walletReducer(
  state: WalletState = initialState,
  action: UnknownAction,
): WalletState {
  return moneyMoved.match(action) ? { revision: state.revision + 1 } : state;
}

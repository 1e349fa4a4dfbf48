/**
 * One balance on every page (issue 26): each call that reads the member's money (the wallet
 * page's figures, the withdrawals and their balance card, the statement) is keyed on this
 * revision, so when money moves (a request, a cancel) they all load again together.
 */
import { createSlice } from '@reduxjs/toolkit';

export interface WalletState {
  /** Goes up by one each time this tab moves the member's money. */
  revision: number;
}

const initialState: WalletState = { revision: 0 };

const walletSlice = createSlice({
  name: 'wallet',
  initialState,
  reducers: {
    moneyMoved(state) {
      state.revision += 1;
    },
  },
});

export const { moneyMoved } = walletSlice.actions;
export const walletReducer = walletSlice.reducer;

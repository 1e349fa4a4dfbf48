import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { authReducer } from '@/features/auth/auth-slice';
import { walletReducer } from '@/features/wallet/wallet-slice';

const rootReducer = combineReducers({ auth: authReducer, wallet: walletReducer });

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests pass a preloaded state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

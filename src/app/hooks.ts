import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

/** The only dispatch/selector hooks components use (CONVENTIONS: state and data). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** For reading state inside event handlers without subscribing to it. */
export const useAppStore = useStore.withTypes<AppStore>();

import { useCallback } from 'react';
import { contentMessages } from '@/content/messages';
import { useT } from '@/i18n/language-context';
import { layoutMessages } from './messages';
import type { NavLabel } from './nav-items';

/** The words of a frame link in the active language. */
export function useNavLabel(): (label: NavLabel) => string {
  const t = useT(layoutMessages);
  const content = useT(contentMessages);
  return useCallback(
    (label: NavLabel) => (label === 'walletPage' ? content('walletPage') : t(label)),
    [t, content],
  );
}

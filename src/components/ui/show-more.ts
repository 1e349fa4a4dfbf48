import { useState } from 'react';
import { useT } from '@/i18n/language-context';
import { uiMessages } from './messages';

/**
 * Leaderboards show 5 rows with View All / Show Less (spec sections 2 and 9). The toggle is only
 * offered when there are more rows than the limit.
 */
export function useShowMore<T>(rows: readonly T[], limit = 5) {
  const [expanded, setExpanded] = useState(false);
  const t = useT(uiMessages);
  const canToggle = rows.length > limit;
  return {
    visible: expanded || !canToggle ? rows : rows.slice(0, limit),
    canToggle,
    expanded,
    toggleLabel: expanded ? t('showLess') : t('viewAll'),
    toggle: () => {
      setExpanded((e) => !e);
    },
  };
}

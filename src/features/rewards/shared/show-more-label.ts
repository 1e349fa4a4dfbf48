import { useT } from '@/i18n/language-context';
import { rewardsMessages } from './messages';

/** View All / Show Less in the reader's language (spec sections 2 and 9). */
export function useShowMoreLabel(expanded: boolean): string {
  const t = useT(rewardsMessages);
  return expanded ? t('showLess') : t('viewAll');
}

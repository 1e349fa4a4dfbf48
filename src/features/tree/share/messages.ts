import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The team page's share section words; Arabic arrives as its own chunk. */
export const treeShareMessages = defineMessages('treeShare', en, {
  ar: () => import('./messages.ar'),
});

import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** Company facts and shared page names; Arabic arrives as its own chunk. */
export const contentMessages = defineMessages('content', en, {
  ar: () => import('./messages.ar'),
});

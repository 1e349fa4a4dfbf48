import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The campaigns desk's words; Arabic arrives as its own chunk. */
export const campaignMessages = defineMessages('ops-campaigns', en, {
  ar: () => import('./messages.ar'),
});

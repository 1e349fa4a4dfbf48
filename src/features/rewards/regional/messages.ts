import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The Regional Ambassador screen's words; Arabic arrives as its own chunk. */
export const regionalMessages = defineMessages('rewards.regional', en, {
  ar: () => import('./messages.ar'),
});

import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The reports desk's words; Arabic arrives as its own chunk. */
export const reportsMessages = defineMessages('ops-reports', en, {
  ar: () => import('./messages.ar'),
});

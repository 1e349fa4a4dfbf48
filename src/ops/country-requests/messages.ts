import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The country-requests desk's words; Arabic arrives as its own chunk. */
export const countryMessages = defineMessages('ops-country-requests', en, {
  ar: () => import('./messages.ar'),
});

import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The rides desk's words; Arabic arrives as its own chunk. */
export const ridesMessages = defineMessages('ops-rides', en, {
  ar: () => import('./messages.ar'),
});

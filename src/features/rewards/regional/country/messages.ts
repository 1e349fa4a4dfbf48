import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The dialog's words travel with the dialog's chunk; Arabic arrives as its own chunk. */
export const countryMessages = defineMessages('rewards.regional.country', en, {
  ar: () => import('./messages.ar'),
});

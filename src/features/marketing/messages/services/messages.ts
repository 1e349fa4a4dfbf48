import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The Services page's words; Arabic arrives as its own chunk. */
export const servicesMessages = defineMessages('services', en, {
  ar: () => import('./messages.ar'),
});

import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The contract's validation sentences; Arabic arrives as its own chunk. */
export const validationMessages = defineMessages('validation', en, {
  ar: () => import('./messages.ar'),
});

import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The ledger desk's words; Arabic arrives as its own chunk. */
export const ledgerMessages = defineMessages('ops-ledger', en, {
  ar: () => import('./messages.ar'),
});

import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The members desk's words; Arabic arrives as its own chunk. */
export const membersMessages = defineMessages('ops-members', en, {
  ar: () => import('./messages.ar'),
});

import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The auth pages' words; Arabic arrives as its own chunk. */
export const authMessages = defineMessages('auth', en, { ar: () => import('./messages.ar') });

import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The console's words; Arabic arrives as its own chunk. */
export const opsMessages = defineMessages('ops', en, { ar: () => import('./messages.ar') });

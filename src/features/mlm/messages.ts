import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The wallet page's words; Arabic arrives as its own chunk. */
export const mlmMessages = defineMessages('mlm', en, { ar: () => import('./messages.ar') });

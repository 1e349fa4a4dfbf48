import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The home page's words; Arabic arrives as its own chunk. */
export const homeMessages = defineMessages('home', en, { ar: () => import('./messages.ar') });

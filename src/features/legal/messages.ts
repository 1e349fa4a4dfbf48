import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The terms and privacy pages' words; Arabic arrives as its own chunk. */
export const legalMessages = defineMessages('legal', en, { ar: () => import('./messages.ar') });

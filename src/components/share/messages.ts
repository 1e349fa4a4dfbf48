import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The share panel's words; Arabic arrives as its own chunk. */
export const shareMessages = defineMessages('share', en, { ar: () => import('./messages.ar') });

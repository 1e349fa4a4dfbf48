import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The Contact page's words; Arabic arrives as its own chunk. */
export const contactMessages = defineMessages('contact', en, { ar: () => import('./messages.ar') });

import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The FAQ page's words; Arabic arrives as its own chunk. */
export const faqMessages = defineMessages('faq', en, { ar: () => import('./messages.ar') });

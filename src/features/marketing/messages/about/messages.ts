import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The About page's words; Arabic arrives as its own chunk. */
export const aboutMessages = defineMessages('about', en, { ar: () => import('./messages.ar') });

import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The shared UI pieces' words; Arabic arrives as its own chunk. */
export const uiMessages = defineMessages('ui', en, { ar: () => import('./messages.ar') });

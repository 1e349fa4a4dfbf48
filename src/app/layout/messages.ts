import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The frame's words; Arabic arrives as its own chunk. */
export const layoutMessages = defineMessages('layout', en, { ar: () => import('./messages.ar') });

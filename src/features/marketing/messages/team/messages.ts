import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The Team page's words; Arabic arrives as its own chunk. */
export const teamMessages = defineMessages('team', en, { ar: () => import('./messages.ar') });

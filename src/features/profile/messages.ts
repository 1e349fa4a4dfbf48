import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The profile's words; Arabic arrives as its own chunk. */
export const profileMessages = defineMessages('profile', en, { ar: () => import('./messages.ar') });

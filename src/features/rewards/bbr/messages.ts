import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The BBR screen's words; Arabic arrives as its own chunk. */
export const bbrMessages = defineMessages('rewards.bbr', en, { ar: () => import('./messages.ar') });

import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The CRR screen's words; Arabic arrives as its own chunk. */
export const crrMessages = defineMessages('rewards.crr', en, { ar: () => import('./messages.ar') });

import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The HLR screen's words; Arabic arrives as its own chunk. */
export const hlrMessages = defineMessages('rewards.hlr', en, { ar: () => import('./messages.ar') });

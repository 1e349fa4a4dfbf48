import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The DDR screen's words; Arabic arrives as its own chunk. */
export const ddrMessages = defineMessages('rewards.ddr', en, { ar: () => import('./messages.ar') });

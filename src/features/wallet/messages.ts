import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The wallet's words (statement, withdrawals); Arabic arrives as its own chunk. */
export const walletMessages = defineMessages('wallet', en, { ar: () => import('./messages.ar') });

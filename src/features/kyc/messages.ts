import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The KYC page's words; Arabic arrives as its own chunk. */
export const kycMessages = defineMessages('kyc', en, { ar: () => import('./messages.ar') });

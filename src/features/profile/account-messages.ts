import { defineMessages } from '@/i18n/catalogue';
import en from './account-messages.en';

/** The profile's account sections (security, devices, data, closing); Arabic is its own chunk. */
export const accountMessages = defineMessages('profileAccount', en, {
  ar: () => import('./account-messages.ar'),
});

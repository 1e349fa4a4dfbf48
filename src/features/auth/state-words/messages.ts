import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The auth state's words; Arabic arrives as its own chunk. */
export const authStateMessages = defineMessages('auth.state', en, {
  ar: () => import('./messages.ar'),
});

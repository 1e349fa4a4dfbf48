import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The reward screens' shared words; Arabic arrives as its own chunk. */
export const rewardsMessages = defineMessages('rewards', en, {
  ar: () => import('./messages.ar'),
});

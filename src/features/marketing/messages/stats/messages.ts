import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The statistics band's words, loaded with its chunk; Arabic arrives as its own chunk. */
export const statsMessages = defineMessages('home.stats', en, {
  ar: () => import('./messages.ar'),
});

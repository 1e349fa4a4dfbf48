import { defineMessages } from '@/i18n/catalogue';
import en from './messages.en';

/** The testimonials' words, loaded with the carousel's chunk; Arabic arrives as its own chunk. */
export const testimonialMessages = defineMessages('home.testimonials', en, {
  ar: () => import('./messages.ar'),
});

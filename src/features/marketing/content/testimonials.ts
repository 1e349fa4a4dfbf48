/** Five testimonials (DECISIONS 20: people and words are ours and fictional). */
import { translate } from '@/i18n/catalogue';
import { testimonialMessages } from '../messages/testimonials/messages';

export interface Testimonial {
  readonly name: string;
  readonly role: string;
  readonly review: string;
  /** Kept as given; every card shows five stars whatever this is (spec section 3). */
  rating: number;
}

type Person = 'aisha' | 'rashid' | 'priya' | 'tom' | 'fatima';

/** A testimonial whose words are read from the catalogue in the active language. */
const said = (person: Person, rating: number): Testimonial => ({
  rating,
  get name() {
    return translate(testimonialMessages, `${person}Name`);
  },
  get role() {
    return translate(testimonialMessages, `${person}Role`);
  },
  get review() {
    return translate(testimonialMessages, `${person}Review`);
  },
});

export const testimonials: readonly Testimonial[] = [
  said('aisha', 5),
  said('rashid', 4),
  said('priya', 5),
  said('tom', 4.5),
  said('fatima', 3),
];

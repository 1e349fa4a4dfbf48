/** Five testimonials (DECISIONS 20: people and words are ours and fictional). */
export interface Testimonial {
  name: string;
  role: string;
  review: string;
  /** Kept as given; every card shows five stars whatever this is (spec section 3). */
  rating: number;
}

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Aisha K.',
    role: 'Rider, Dubai',
    review:
      'I book late rides home with my daughters and always feel safe. We can choose a ride with no male companion, and I share the live trip with my husband.',
    rating: 5,
  },
  {
    name: 'Rashid M.',
    role: 'Driver, Sharjah',
    review:
      'No registration fee, and I withdraw my earnings to my mobile wallet the same day. The referral rewards have become a real second income.',
    rating: 4,
  },
  {
    name: 'Priya S.',
    role: 'Small business owner, Abu Dhabi',
    review:
      'We send parcels across the emirates every week. Drivers arrive on time and I can follow each delivery until it is signed for.',
    rating: 5,
  },
  {
    name: 'Tom W.',
    role: 'Visitor from the UK',
    review:
      'Our desert tour and airport transfer were booked in minutes. The driver was friendly, knew the best viewpoints and waited while we took photos.',
    rating: 4.5,
  },
  {
    name: 'Fatima A.',
    role: 'Rider, Ajman',
    review:
      'I left my phone in a car and reported it in the app. It was back with me the same evening. Support was patient and kind the whole time.',
    rating: 3,
  },
];

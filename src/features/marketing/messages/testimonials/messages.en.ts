/** The testimonial carousel's words (its own lazy chunk): English source. */
export default {
  carouselLabel: 'What our members say',
  pause: 'Pause testimonials',
  play: 'Play testimonials',
  fiveStars: 'Five stars',
  aishaName: 'Aisha K.',
  aishaRole: 'Rider, Dubai',
  aishaReview:
    'I book late rides home with my daughters and always feel safe. We can choose a ride with no male companion, and I share the live trip with my husband.',
  rashidName: 'Rashid M.',
  rashidRole: 'Driver, Sharjah',
  rashidReview:
    'No registration fee, and I withdraw my earnings to my mobile wallet the same day. The referral rewards have become a real second income.',
  priyaName: 'Priya S.',
  priyaRole: 'Small business owner, Abu Dhabi',
  priyaReview:
    'We send parcels across the emirates every week. Drivers arrive on time and I can follow each delivery until it is signed for.',
  tomName: 'Tom W.',
  tomRole: 'Visitor from the UK',
  tomReview:
    'Our desert tour and airport transfer were booked in minutes. The driver was friendly, knew the best viewpoints and waited while we took photos.',
  fatimaName: 'Fatima A.',
  fatimaRole: 'Rider, Ajman',
  fatimaReview:
    'I left my phone in a car and reported it in the app. It was back with me the same evening. Support was patient and kind the whole time.',
} as const;

/** The statistics band's words (its own lazy chunk, on Home and Services): English source. */
export default {
  statsTitle: 'Rihla in numbers',
  countries: 'Countries',
  cities: 'Cities',
  members: 'Registered members',
} as const;

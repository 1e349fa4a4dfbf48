/** What the member's referral link brought (issue 31): English source. */
export default {
  heading: 'What your link brought',
  visits: 'Visits this month',
  signups: 'Sign-ups this month',
  approved: 'KYC-approved',
  riders: 'Took a ride',
  allTime:
    'Since you joined: {signups, plural, one {# sign-up} other {# sign-ups}}, {approved} KYC-approved, {riders} took a ride.',
  recentHeading: 'Latest sign-ups',
  noSignups: 'No one has signed up with your link yet.',
  loadFailed: 'Could not load your link figures.',
  retry: 'Try again',
} as const;

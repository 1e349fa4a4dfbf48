/** The Team page's words (its own chunk), the founder and executives included: English source. */
export default {
  title: 'Our Team',
  description:
    'Meet the people behind Rihla: our founder and the executive team leading operations, marketing and technology.',
  home: 'Home',
  lead: 'Drivers, engineers and operators who believe mobility can be fair for everyone.',
  teamAlt: 'The Rihla leadership team in front of the Dubai skyline',
  portraitOf: 'Portrait of {name}',
  visitProfile: 'Visit Profile',
  newTab: ' (opens in a new tab)',
  leadership: 'Leadership',
  executivesTitle: 'Our executive team',
  readMore: 'Read More',
  readMoreOf: 'Read More: {name}',
  close: 'Close',
  closeDialog: 'Close dialog',
  imageLoading: 'Image Loading...',

  founderName: 'Yousef Al Haddad',
  founderRole: 'Founder',
  founderTitle: 'Founder and Chief Executive Officer',
  founderSummary: 'Started Rihla to give drivers a fair share and riders a ride they can trust.',
  founderText:
    'Yousef drove a taxi through university and never forgot how little of each fare reached the driver. After twenty years in transport and logistics across the Gulf, he founded Rihla on three ideas: fair pay, open numbers and a real say for the people who drive. He still takes a shift behind the wheel every month to hear what drivers and riders think.',
  cooName: 'Mariam Al Suwaidi',
  cooRole: 'COO',
  cooTitle: 'Chief Operating Officer',
  cooSummary: 'Keeps every ride, delivery and recovery running on time.',
  cooText:
    'Mariam leads operations across the UAE: driver onboarding and verification, partner services and the 24/7 support team. Before Rihla she ran fleet operations for a regional logistics group. She built our safety programme, including rides with no male companion for women and families.',
  cmoName: 'Elena Marques',
  cmoRole: 'CMO',
  cmoTitle: 'Chief Marketing Officer',
  cmoSummary: 'Tells the Rihla story and grows our community of members.',
  cmoText:
    'Elena shapes how riders, drivers and partners hear about Rihla, from the referral programme to partnerships with hotels and event organisers. She has spent fifteen years building consumer brands in Dubai and Lisbon, and she measures success by how many members recommend us to a friend.',
  ctoName: 'Arjun Nair',
  ctoRole: 'CTO',
  ctoTitle: 'Chief Technology Officer',
  ctoSummary: 'Builds the app, live tracking and the rewards platform.',
  ctoText:
    'Arjun leads the engineers behind the Rihla app: booking, live ride tracking, instant withdrawals and the rewards ledger that keeps every member’s earnings exact. He previously built payment systems for a fintech in Bengaluru and believes the best technology is the kind you never have to think about.',
} as const;

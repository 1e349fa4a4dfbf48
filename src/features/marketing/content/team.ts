/** The founder and executive team (DECISIONS 20: fictional people, illustrated portraits). */
export interface TeamMember {
  id: string;
  name: string;
  /** Short role, e.g. COO. */
  role: string;
  /** Full title. */
  title: string;
  image: string;
  /** One or two sentences for the card. */
  summary: string;
  description: string;
}

export const founder: TeamMember = {
  id: 'founder',
  name: 'Yousef Al Haddad',
  role: 'Founder',
  title: 'Founder and Chief Executive Officer',
  image: '/images/marketing/portrait-founder.svg',
  summary: 'Started Rihla to give drivers a fair share and riders a ride they can trust.',
  description:
    'Yousef drove a taxi through university and never forgot how little of each fare reached the driver. After twenty years in transport and logistics across the Gulf, he founded Rihla on three ideas: fair pay, open numbers and a real say for the people who drive. He still takes a shift behind the wheel every month to hear what drivers and riders think.',
};

export const executives: readonly TeamMember[] = [
  {
    id: 'coo',
    name: 'Mariam Al Suwaidi',
    role: 'COO',
    title: 'Chief Operating Officer',
    image: '/images/marketing/portrait-coo.svg',
    summary: 'Keeps every ride, delivery and recovery running on time.',
    description:
      'Mariam leads operations across the UAE: driver onboarding and verification, partner services and the 24/7 support team. Before Rihla she ran fleet operations for a regional logistics group. She built our safety programme, including rides with no male companion for women and families.',
  },
  {
    id: 'cmo',
    name: 'Elena Marques',
    role: 'CMO',
    title: 'Chief Marketing Officer',
    image: '/images/marketing/portrait-cmo.svg',
    summary: 'Tells the Rihla story and grows our community of members.',
    description:
      'Elena shapes how riders, drivers and partners hear about Rihla, from the referral programme to partnerships with hotels and event organisers. She has spent fifteen years building consumer brands in Dubai and Lisbon, and she measures success by how many members recommend us to a friend.',
  },
  {
    id: 'cto',
    name: 'Arjun Nair',
    role: 'CTO',
    title: 'Chief Technology Officer',
    image: '/images/marketing/portrait-cto.svg',
    summary: 'Builds the app, live tracking and the rewards platform.',
    description:
      'Arjun leads the engineers behind the Rihla app: booking, live ride tracking, instant withdrawals and the rewards ledger that keeps every member’s earnings exact. He previously built payment systems for a fintech in Bengaluru and believes the best technology is the kind you never have to think about.',
  },
];

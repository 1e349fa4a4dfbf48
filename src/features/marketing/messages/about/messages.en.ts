/** The About page's words (its own chunk): English source. */
export default {
  title: 'About Us',
  description:
    'The Rihla story: fair, transparent mobility across the UAE, our aims for the years ahead, and our vision and mission.',
  eyebrow: 'About Rihla',
  heading: 'Our Story of Service and Excellence',
  lead: 'Rihla means “journey” in Arabic. Ours began with drivers who wanted a fair share of every fare and riders who wanted to feel safe at any hour. Today we carry people, parcels and whole homes across the UAE, and we share our success with the community that made it possible.',
  travelAlt: 'A Rihla car and taxi on a city road',
  travelEyebrow: 'Seamless travel',
  travelTitle: 'Experience and care behind every ride',
  travelLead:
    'Our team brings decades of transport experience, and our drivers know the roads of every emirate. Book, track and pay in one app, and arrive relaxed.',
  statExperience: 'Years of combined experience',
  statDrivers: 'Professional drivers',

  whyEyebrow: 'Why Join',
  whyTitle: 'Why riders and drivers choose Rihla',
  noFees: 'Zero registration fees',
  noFeesText: 'Joining is free for riders and drivers.',
  rewards: 'Rewards that add up',
  rewardsText: 'Referral rewards, retirement support and tribute assistance for drivers.',
  withdrawals: 'Instant withdrawals',
  withdrawalsText: 'Your earnings by crypto, bank transfer or mobile wallet, when you want them.',
  safety: 'Safety first',
  safetyText: 'Verified drivers, real-time tracking and rides for women and families.',
  fair: 'A fair deal',
  fairText: 'Transparent fares and a mission built around driver empowerment.',
  support: 'Support 24/7',
  supportText: 'Help center, e-mail and hotline, across the UAE, day and night.',

  aimsEyebrow: 'Our roadmap',
  aimsTitle: 'What We Aim to Achieve',
  aimsLead: 'Clear goals for the short, mid and long term, so members know where we are heading.',
  shortTerm: 'Short term',
  short: 'Trusted in every emirate',
  shortText:
    'Grow our network of verified drivers so that a safe ride is minutes away anywhere in the UAE, around the clock.',
  midTerm: 'Mid term',
  mid: 'One app for every journey',
  midText:
    'Bring rides, deliveries, recovery, moving and tourism together, with partner services a driver or rider can count on.',
  longTerm: 'Long term',
  long: 'A future for every driver',
  longText:
    'Make driving a career with a future: fair earnings, shared rewards, retirement support and care for families.',

  visionMission: 'Our Vision and Our Mission',
  vision: 'Our Vision',
  visionText:
    'A region where every journey is safe, fair and rewarding, for the people who ride and for the people who drive.',
  mission: 'Our Mission',
  missionText:
    'To connect people and places across the UAE with fair, transparent mobility that empowers drivers, protects riders and shares success with our whole community.',
} as const;

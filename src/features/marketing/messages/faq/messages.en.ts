/** The FAQ page's words (its own chunk), the questions and answers included: English source. */
export default {
  title: 'Frequently Asked Questions',
  description:
    'Answers about Rihla rides, driving with us, payments and withdrawals, account transfer, safety and support.',
  home: 'Home',
  crumb: 'FAQs',
  lead: 'Everything riders, drivers and members ask us most, in one place.',
  helpTitle: 'Still have questions?',
  helpText: 'Our support team is here 24/7 and happy to help.',
  contact: 'Contact us',
  getApp: 'Get the app',
  badgeSoon: '{store} (coming soon)',
  badgesNote: 'Our apps are coming soon to both stores. Until then, sign up here on the website.',

  faqs: 'FAQS!',
  faqs1: 'What is Rihla?',
  faqs1Answer:
    'Rihla is a ride-hailing app for the UAE with delivery, moving, recovery and tourism services in one place. Our mission is fairness, transparency and real support for the drivers who make every journey possible.',
  faqs2: 'Where does Rihla operate?',
  faqs2Answer:
    'We serve riders 24/7 across the UAE, and our community of members reaches 5 countries and 144 cities.',
  faqs3: 'Does it cost anything to join?',
  faqs3Answer:
    'No. Registration is free for riders and for drivers: there are zero registration fees.',

  general: 'General Questions',
  general1: 'Which services can I book?',
  general1Answer:
    'Regional rides, city connectors, car recoveries, courier and package delivery, shifting movers, tourism discovery, airport transfers, hourly rentals, ride-sharing, custom delivery, scheduled rides and corporate accounts.',
  general2: 'What is the Rihla rewards programme?',
  general2Answer:
    'Members earn referral rewards when the people they invite ride and drive with us. Drivers also build towards retirement support, and our tribute assistance helps a driver’s family in hard times.',
  general3: 'Can my company use Rihla?',
  general3Answer:
    'Yes. Corporate accounts give your team one account for rides and deliveries, with clear monthly billing.',

  riders: 'For Riders',
  riders1: 'Can I book a ride in advance?',
  riders1Answer:
    'Yes. Scheduled rides let you book ahead for an early flight, a school run or an appointment.',
  riders2: 'Can my family follow my trip?',
  riders2Answer:
    'Yes. Live ride tracking shows your journey in real time, and you can share it with the people you trust.',
  riders3: 'I left something in a car. What should I do?',
  riders3Answer:
    'Report the lost item in the app. We contact the driver and help you arrange to get it back.',
  riders4: 'Is there an option for women and families?',
  riders4Answer:
    'Yes. You can choose a ride with no male companion, with a verified driver and live tracking.',

  drivers: 'For Drivers',
  drivers1: 'How do I become a Rihla driver?',
  drivers1Answer:
    'Sign up on the website, then complete your verification with your identity, licence and vehicle documents. There is no registration fee.',
  drivers2: 'How do drivers earn more with Rihla?',
  drivers2Answer:
    'Besides your fares, you earn referral rewards from your community, and loyal drivers qualify for retirement support.',
  drivers3: 'What is tribute assistance?',
  drivers3Answer:
    'Tribute assistance supports a driver’s family when the driver passes away, alongside the transfer of the account to the legal heirs.',

  payments: 'Payments & Account Transfer',
  payments1: 'How can I withdraw my earnings?',
  payments1Answer:
    'Withdrawals are instant, by crypto, bank transfer or mobile wallet. Choose the method that suits you in the app.',
  payments2: 'What happens to my account if I pass away?',
  payments2Answer:
    'Your account, with its balance and rewards, can be transferred to your legal heirs after verification of their documents.',
  payments3: 'Are there hidden charges?',
  payments3Answer:
    'No. Registration is free and every fare is shown before you confirm a ride or a delivery.',

  safety: 'Safety & Security',
  safety1: 'How are drivers checked?',
  safety1Answer:
    'Every driver is verified before their first trip: identity, driving licence and vehicle documents.',
  safety2: 'What safety measures does Rihla have?',
  safety2Answer:
    'Verified drivers, real-time tracking of every ride, and rides with no male companion for women and families.',
  safety3: 'How is my personal data protected?',
  safety3Answer:
    'Your data travels encrypted, passwords are stored as secure hashes and we never sell your details.',

  support: 'Support & Contact',
  support1: 'How do I get help?',
  support1Answer:
    'Use the help center in the app, e-mail our support team or call the hotline. We are here 24/7.',
  support2: 'Where is your office?',
  support2Answer:
    'Our office is in Business Bay, Dubai. You will find the full address on our Contact page.',
  support3: 'Can I send feedback or a partnership idea?',
  support3Answer: 'Yes, please do. Use the form on our Contact page and the right team will reply.',
} as const;

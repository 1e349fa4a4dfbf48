/** FAQ answers, consistent with the claims of spec section 1. Sections in the spec's order. */
import type { FaqSection } from './faq-types';
import { faqSectionsMore } from './faqs-more';

const faqSectionsFirst: readonly FaqSection[] = [
  {
    id: 'faqs',
    title: 'FAQS!',
    items: [
      {
        question: 'What is Rihla?',
        answer:
          'Rihla is a ride-hailing app for the UAE with delivery, moving, recovery and tourism services in one place. Our mission is fairness, transparency and real support for the drivers who make every journey possible.',
      },
      {
        question: 'Where does Rihla operate?',
        answer:
          'We serve riders 24/7 across the UAE, and our community of members reaches 5 countries and 144 cities.',
      },
      {
        question: 'Does it cost anything to join?',
        answer:
          'No. Registration is free for riders and for drivers: there are zero registration fees.',
      },
    ],
  },
  {
    id: 'general',
    title: 'General Questions',
    items: [
      {
        question: 'Which services can I book?',
        answer:
          'Regional rides, city connectors, car recoveries, courier and package delivery, shifting movers, tourism discovery, airport transfers, hourly rentals, ride-sharing, custom delivery, scheduled rides and corporate accounts.',
      },
      {
        question: 'What is the Rihla rewards programme?',
        answer:
          'Members earn referral rewards when the people they invite ride and drive with us. Drivers also build towards retirement support, and our tribute assistance helps a driver’s family in hard times.',
      },
      {
        question: 'Can my company use Rihla?',
        answer:
          'Yes. Corporate accounts give your team one account for rides and deliveries, with clear monthly billing.',
      },
    ],
  },
  {
    id: 'riders',
    title: 'For Riders',
    items: [
      {
        question: 'Can I book a ride in advance?',
        answer:
          'Yes. Scheduled rides let you book ahead for an early flight, a school run or an appointment.',
      },
      {
        question: 'Can my family follow my trip?',
        answer:
          'Yes. Live ride tracking shows your journey in real time, and you can share it with the people you trust.',
      },
      {
        question: 'I left something in a car. What should I do?',
        answer:
          'Report the lost item in the app. We contact the driver and help you arrange to get it back.',
      },
      {
        question: 'Is there an option for women and families?',
        answer:
          'Yes. You can choose a ride with no male companion, with a verified driver and live tracking.',
      },
    ],
  },
  {
    id: 'drivers',
    title: 'For Drivers',
    items: [
      {
        question: 'How do I become a Rihla driver?',
        answer:
          'Sign up on the website, then complete your verification with your identity, licence and vehicle documents. There is no registration fee.',
      },
      {
        question: 'How do drivers earn more with Rihla?',
        answer:
          'Besides your fares, you earn referral rewards from your community, and loyal drivers qualify for retirement support.',
      },
      {
        question: 'What is tribute assistance?',
        answer:
          'Tribute assistance supports a driver’s family when the driver passes away, alongside the transfer of the account to the legal heirs.',
      },
    ],
  },
];

export const faqSections: readonly FaqSection[] = [...faqSectionsFirst, ...faqSectionsMore];

import type { FaqSection } from './faq-types';

export const faqSectionsMore: readonly FaqSection[] = [
  {
    id: 'payments',
    title: 'Payments & Account Transfer',
    items: [
      {
        question: 'How can I withdraw my earnings?',
        answer:
          'Withdrawals are instant, by crypto, bank transfer or mobile wallet. Choose the method that suits you in the app.',
      },
      {
        question: 'What happens to my account if I pass away?',
        answer:
          'Your account, with its balance and rewards, can be transferred to your legal heirs after verification of their documents.',
      },
      {
        question: 'Are there hidden charges?',
        answer:
          'No. Registration is free and every fare is shown before you confirm a ride or a delivery.',
      },
    ],
  },
  {
    id: 'safety',
    title: 'Safety & Security',
    items: [
      {
        question: 'How are drivers checked?',
        answer:
          'Every driver is verified before their first trip: identity, driving licence and vehicle documents.',
      },
      {
        question: 'What safety measures does Rihla have?',
        answer:
          'Verified drivers, real-time tracking of every ride, and rides with no male companion for women and families.',
      },
      {
        question: 'How is my personal data protected?',
        answer:
          'Your data travels encrypted, passwords are stored as secure hashes and we never sell your details.',
      },
    ],
  },
  {
    id: 'support',
    title: 'Support & Contact',
    items: [
      {
        question: 'How do I get help?',
        answer:
          'Use the help center in the app, e-mail our support team or call the hotline. We are here 24/7.',
      },
      {
        question: 'Where is your office?',
        answer:
          'Our office is in Business Bay, Dubai. You will find the full address on our Contact page.',
      },
      {
        question: 'Can I send feedback or a partnership idea?',
        answer: 'Yes, please do. Use the form on our Contact page and the right team will reply.',
      },
    ],
  },
];

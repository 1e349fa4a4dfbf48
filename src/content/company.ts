/**
 * Company facts (DECISIONS 20): fictional, ours, and in one place an operator can edit.
 * The navbar, footer, contact page and team page read from here. The words (name, tagline,
 * address, legal lines) live in the catalogue (./messages.en.ts, issue 15); the getters read
 * them in the active language each time they are read, so every existing `company.name` keeps
 * working and reads Arabic on an Arabic page. Phone numbers, web addresses and the social
 * networks' names are the same in both languages.
 */
import { translate } from '@/i18n/catalogue';
import { contentMessages } from './messages';

export const company = {
  get name(): string {
    return translate(contentMessages, 'companyName');
  },
  get legalName(): string {
    return translate(contentMessages, 'legalName');
  },
  get tagline(): string {
    return translate(contentMessages, 'tagline');
  },
  phone: '+971 4 555 0142',
  phoneHref: 'tel:+97145550142',
  supportEmail: 'support@rihla.example',
  hotline: '800 74452',
  address: {
    get line1(): string {
      return translate(contentMessages, 'addressLine1');
    },
    get line2(): string {
      return translate(contentMessages, 'addressLine2');
    },
    get country(): string {
      return translate(contentMessages, 'addressCountry');
    },
  },
  get poweredBy(): string {
    return translate(contentMessages, 'poweredBy');
  },
  founderProfileUrl: 'https://www.linkedin.com/in/rihla-founder-example',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/rihla.example' },
    { name: 'Instagram', url: 'https://www.instagram.com/rihla.example' },
    { name: 'X', url: 'https://x.com/rihla_example' },
    { name: 'TikTok', url: 'https://www.tiktok.com/@rihla.example' },
    { name: 'Telegram', url: 'https://t.me/rihla_example' },
  ],
} as const;

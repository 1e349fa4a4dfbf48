/**
 * Company facts (DECISIONS 20): fictional, ours, and in one place an operator can edit.
 * The navbar, footer, contact page and team page read from here.
 */
export const company = {
  name: 'Rihla',
  legalName: 'Rihla Mobility FZ-LLC',
  tagline: 'Rides, delivery and tourism across the UAE',
  phone: '+971 4 555 0142',
  phoneHref: 'tel:+97145550142',
  supportEmail: 'support@rihla.example',
  hotline: '800 74452',
  address: {
    line1: 'Office 1804, Bay Square Tower 3',
    line2: 'Business Bay, Dubai',
    country: 'United Arab Emirates',
  },
  poweredBy: 'Powered by Rihla Mobility FZ-LLC',
  founderProfileUrl: 'https://www.linkedin.com/in/rihla-founder-example',
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/rihla.example' },
    { name: 'Instagram', url: 'https://www.instagram.com/rihla.example' },
    { name: 'X', url: 'https://x.com/rihla_example' },
    { name: 'TikTok', url: 'https://www.tiktok.com/@rihla.example' },
    { name: 'Telegram', url: 'https://t.me/rihla_example' },
  ],
} as const;

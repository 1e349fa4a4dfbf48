/** Company facts and shared page names (company.ts, page-names.ts): English source. */
export default {
  companyName: 'Rihla',
  legalName: 'Rihla Mobility FZ-LLC',
  tagline: 'Rides, delivery and tourism across the UAE',
  addressLine1: 'Office 1804, Bay Square Tower 3',
  addressLine2: 'Business Bay, Dubai',
  addressCountry: 'United Arab Emirates',
  poweredBy: 'Powered by Rihla Mobility FZ-LLC',
  homePage: 'Home',
  walletPage: 'My Wallet',
  walletSpecTitle: 'MLM Bonuses',
} as const;

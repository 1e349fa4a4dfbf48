/** The links of the navigation bar and footer (spec section 2), in one place. */
import { paths } from '@/config/paths';
import { WALLET_PAGE } from '@/content/page-names';

export interface NavItem {
  to: string;
  label: string;
}

/** Shown to every visitor, in the navbar and the mobile menu. */
export const MAIN_LINKS: readonly NavItem[] = [
  { to: paths.home.path, label: 'Home' },
  { to: paths.about.path, label: 'About' },
  { to: paths.services.path, label: 'Services' },
  { to: paths.team.path, label: 'Team' },
  { to: paths.faqs.path, label: 'FAQs' },
  { to: paths.contact.path, label: 'Contact' },
];

/** Signed-in members also see these in the mobile menu. */
export const MEMBER_MENU_LINKS: readonly NavItem[] = [
  { to: paths.mlm.path, label: WALLET_PAGE.name },
  { to: paths.walletStatement.path, label: 'Wallet Statement' },
  { to: paths.tree.path, label: 'My Team Tree' },
];

/** Footer quick links, with the spec's own labels. */
export const FOOTER_QUICK_LINKS: readonly NavItem[] = [
  { to: paths.home.path, label: 'Home' },
  { to: paths.about.path, label: 'About' },
  { to: paths.services.path, label: 'Services' },
  { to: paths.team.path, label: 'Team' },
  { to: paths.faqs.path, label: 'FAQS' },
  { to: paths.contact.path, label: 'Contact' },
];

/** Footer support group: plain text, no links (spec section 2). */
export const SUPPORT_ITEMS: readonly string[] = [
  'Terms And Conditions',
  'Privacy Policy',
  'Refer A Friend',
  'Become A Member',
];

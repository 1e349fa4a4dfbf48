/** The links of the navigation bar and footer (spec section 2), in one place. */
import { paths } from '@/config/paths';
import type layoutWords from './messages.en';

/** A frame label: a layout message id, or the wallet page's shared name (page-names.ts). */
export type NavLabel = keyof typeof layoutWords | 'walletPage';

export interface NavItem {
  to: string;
  label: NavLabel;
}

/** Shown to every visitor, in the navbar and the mobile menu. */
export const MAIN_LINKS: readonly NavItem[] = [
  { to: paths.home.path, label: 'home' },
  { to: paths.about.path, label: 'about' },
  { to: paths.services.path, label: 'services' },
  { to: paths.team.path, label: 'team' },
  { to: paths.faqs.path, label: 'faqs' },
  { to: paths.contact.path, label: 'contact' },
];

/** Signed-in members also see these in the mobile menu. */
export const MEMBER_MENU_LINKS: readonly NavItem[] = [
  { to: paths.mlm.path, label: 'walletPage' },
  { to: paths.walletStatement.path, label: 'walletStatement' },
  { to: paths.tree.path, label: 'teamTree' },
];

/** Footer quick links, with the spec's own labels. */
export const FOOTER_QUICK_LINKS: readonly NavItem[] = [
  { to: paths.home.path, label: 'home' },
  { to: paths.about.path, label: 'about' },
  { to: paths.services.path, label: 'services' },
  { to: paths.team.path, label: 'team' },
  { to: paths.faqs.path, label: 'footerFaqs' },
  { to: paths.contact.path, label: 'contact' },
];

/**
 * Footer support group: links since issue 28 (DECISIONS 48 departs from spec section 2's plain
 * text). Refer a Friend opens the team page, where the referral link is copied.
 */
export const SUPPORT_LINKS: readonly NavItem[] = [
  { to: paths.terms.path, label: 'terms' },
  { to: paths.privacy.path, label: 'privacy' },
  { to: paths.tree.path, label: 'referFriend' },
  { to: paths.signup.path, label: 'becomeMember' },
];

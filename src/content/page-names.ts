/**
 * Member pages named in more than one place (menu, page title, the profile's tiles): one name
 * each. The wallet page (/mlm) keeps the spec's 'MLM Bonuses' as its subtitle (issue 14).
 * The names come from the catalogue (issue 15) in the active language each time they are read,
 * so `WALLET_PAGE.name` reads 'محفظتي' on an Arabic page.
 */
import { translate } from '@/i18n/catalogue';
import { contentMessages } from './messages';

export const WALLET_PAGE = {
  get name(): string {
    return translate(contentMessages, 'walletPage');
  },
  get specTitle(): string {
    return translate(contentMessages, 'walletSpecTitle');
  },
} as const;

/** The home page's name ('Home'; the document title of home is the brand and its tagline). */
export const homePageName = (): string => translate(contentMessages, 'homePage');

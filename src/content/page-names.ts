/**
 * Member pages named in more than one place (menu, page title, the profile's tiles): one name
 * each. The wallet page (/mlm) keeps the spec's 'MLM Bonuses' as its subtitle (issue 14).
 */
export const WALLET_PAGE = { name: 'My Wallet', specTitle: 'MLM Bonuses' } as const;

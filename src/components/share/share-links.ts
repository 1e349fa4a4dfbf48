/**
 * The addresses the share panel hands out (issue 31): the referral link in the language the
 * member reads (DECISIONS 50), and WhatsApp's click-to-chat link with the message and the link.
 */
import type { Language } from '@contract/language';
import { referralPath } from '@contract/referrals';

/** The member's link (as the server gave it) for `language`: same site, same sponsor. */
export function linkInLanguage(link: string, language: Language): string {
  try {
    const url = new URL(link);
    const ref = url.searchParams.get('ref');
    return ref ? `${url.origin}${referralPath(ref, language)}` : link;
  } catch {
    return link;
  }
}

export const whatsappHref = (message: string, link: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${message}\n${link}`)}`;

/**
 * The words of a referral link's preview and sharing card, in both languages (DECISIONS 38, 50).
 * Arabic conjugates the verb for the sponsor: "يدعوك" for a man, "تدعوك" for a woman.
 */
import type { Language } from '../../../../contract/language';

/** First name and last initial: "Sami H.", "سامي ح.". Never the whole surname of a member. */
export function shortName(firstName: string, lastName: string): string {
  const [initial = ''] = new Intl.Segmenter().segment(lastName.trim())[Symbol.iterator]();
  const letter = typeof initial === 'string' ? initial : initial.segment;
  const first = firstName.trim();
  return letter ? `${first} ${letter.toLocaleUpperCase()}.` : first;
}

export interface PreviewWords {
  title: string;
  description: string;
  /** The card's line under the name. */
  invites: string;
  /** The card's last line, in the accent colour. */
  strap: string;
  imageAlt: string;
}

export function previewWords(name: string, gender: string, language: Language): PreviewWords {
  if (language === 'ar') {
    const verb = gender === 'Female' ? 'تدعوك' : 'يدعوك';
    return {
      title: `${name} ${verb} إلى رحلة`,
      description: `انضم إلى رحلة بدعوة من ${name}: تنقّل وتوصيل وسياحة في أنحاء الإمارات، ومكافآت على كل رحلة.`,
      invites: `${verb} إلى رحلة`,
      strap: 'تنقّل آمن، ومكافآت عادلة',
      imageAlt: `${name} ${verb} إلى رحلة`,
    };
  }
  return {
    title: `${name} invites you to Rihla`,
    description: `Join Rihla with ${name}'s invitation: rides, delivery and tourism across the UAE, with rewards for every ride.`,
    invites: 'invites you to Rihla',
    strap: 'Safe rides · Fair rewards',
    imageAlt: `${name} invites you to Rihla`,
  };
}

import { activeLanguage, translate } from '@/i18n/catalogue';
import { bbrMessages } from './messages';

/**
 * A campaign perk as the server stored it: English shows it word for word; Arabic words the
 * known ones (the default campaign's "Priority Rides (1 Week)") and keeps any other as it came.
 */
export function perkText(perk: string): string {
  if (activeLanguage() === 'en') return perk;
  const weeks = /^Priority Rides \((\d+) Weeks?\)$/.exec(perk)?.[1];
  return weeks ? translate(bbrMessages, 'perkPriorityRides', { weeks: Number(weeks) }) : perk;
}

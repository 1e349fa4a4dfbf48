/**
 * Lines the server stored in English (the dashboard's recent activity carries nothing else):
 * English shows them word for word; Arabic words the known patterns from their parts, and any
 * other line by its programme and direction, so no English is left on an Arabic page.
 */
import type { ReactNode } from 'react';
import { activeLanguage, translate, type Values } from '@/i18n/catalogue';
import { countryCode, regionName } from '@/lib/country-name';
import { withLtr } from './bidi';
import { walletMessages } from './messages';
import type en from './messages.en';

type Id = keyof typeof en;
type Match = [Id, Values, Record<string, string>?];

const ACTIONS: Record<string, string> = {
  held: 'held',
  released: 'released',
  'approved and paid out': 'paid',
};

/** A stored country (English name, alias or ISO code) in Arabic; null when it is not known. */
function arabicCountry(stored: string): string | null {
  const code = /^[A-Z]{2}$/.test(stored) ? stored : countryCode(stored);
  if (!code) return null;
  const name = regionName(code, 'ar');
  return name === code ? null : name;
}

const PATTERNS: [RegExp, (m: string[]) => Match][] = [
  [/^DDR Level (\d+) earnings from ride completion$/, ([, level]) => ['storedDdr', { level }]],
  [/^CRR (\S+) rank bonus$/, ([, rank]) => ['storedCrr', { rank }]],
  [/^BBR reward: (.+)$/, ([, campaign]) => ['storedBbr', {}, { campaign: campaign ?? '' }]],
  [/^HLR loyalty reward \(retirement at 55\)$/, () => ['storedHlrRetirement', {}]],
  [
    /^HLR loyalty reward, paid to the heir (.+)$/,
    ([, heir]) => ['storedHlrHeir', {}, { heir: heir ?? '' }],
  ],
  [
    /^Regional ambassador share \((.*)\)$/,
    ([, country = '']) => {
      // "UAE" reads as its Arabic name; an unknown one stays as stored, left to right.
      const named = arabicCountry(country);
      return named ? ['storedRegional', { country: named }] : ['storedRegional', {}, { country }];
    },
  ],
  [/^Adjustment: (.+)$/s, ([, reason]) => ['storedAdjustment', { reason: reason ?? '' }]],
  [/^Payout (\S+)$/, ([, reference]) => ['storedPayout', {}, { reference: reference ?? '' }]],
  [
    /^Withdrawal (\S+) (held|released|approved and paid out)$/,
    ([, reference, action]) => [
      'storedWithdrawal',
      { action: ACTIONS[action ?? ''] ?? 'paid' },
      { reference: reference ?? '' },
    ],
  ],
];

export function storedLine(line: {
  description: string;
  programme: string | null;
  type: 'credit' | 'debit';
}): ReactNode {
  if (activeLanguage() === 'en') return line.description;
  for (const [pattern, read] of PATTERNS) {
    const m = pattern.exec(line.description);
    if (m) {
      const [id, values, ltr = {}] = read([...m]);
      return withLtr(walletMessages, id, values, ltr);
    }
  }
  return translate(walletMessages, 'storedOther', {
    programme: line.programme ?? '',
    type: line.type,
  });
}

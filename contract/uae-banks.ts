/**
 * UAE banks by the 3-digit bank code of an `AE` IBAN (positions 5-7), for the withdrawals desk.
 * Only codes we are sure of; any other code shows no bank name rather than a wrong one.
 */
const UAE_BANKS: Record<string, string> = {
  '020': 'HSBC Bank Middle East',
  '021': 'Citibank',
  '022': 'Commercial Bank International',
  '023': 'Commercial Bank of Dubai',
  '024': 'Dubai Islamic Bank',
  '026': 'Emirates NBD',
  '030': 'Abu Dhabi Commercial Bank',
  '033': 'Mashreq',
  '034': 'Emirates Islamic',
  '035': 'First Abu Dhabi Bank',
  '038': 'National Bank of Fujairah',
  '040': 'RAKBANK',
  '041': 'Sharjah Islamic Bank',
  '044': 'Standard Chartered',
  '050': 'Abu Dhabi Islamic Bank',
  '057': 'Ajman Bank',
};

/** The bank a UAE IBAN belongs to, or null (another country, or a code we do not know). */
export function uaeBankName(iban: string | null | undefined): string | null {
  const compact = (iban ?? '').replace(/\s+/g, '').toUpperCase();
  if (!/^AE\d{21}$/.test(compact)) return null;
  return UAE_BANKS[compact.slice(4, 7)] ?? null;
}

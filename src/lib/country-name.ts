/**
 * Country names in the reader's language (issue 15). The product stores English names ('UAE',
 * 'India'); an Arabic reader sees the Arabic name from the browser's own region data
 * (`Intl.DisplayNames`), so no list of names ships with the app.
 */
import type { Language } from '@contract/language';

// ISO 3166-1 alpha-2 codes of inhabited countries and territories.
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR ' +
  'BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ ' +
  'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW ' +
  'GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY ' +
  'KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU ' +
  'MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT ' +
  'PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC ' +
  'TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ' +
  'ZA ZM ZW'
).split(' ');

// The product's own short spellings (DECISIONS 12) beside the English region names.
const ALIASES: Record<string, string> = { uae: 'AE', uk: 'GB', usa: 'US', us: 'US', ksa: 'SA' };

const displays = new Map<Language, Intl.DisplayNames>();
const display = (language: Language) => {
  let found = displays.get(language);
  if (!found) {
    found = new Intl.DisplayNames([language], { type: 'region' });
    displays.set(language, found);
  }
  return found;
};

let codes: Map<string, string> | null = null;

/** The ISO code of a country named in English (or the product's alias), or null. */
export function countryCode(name: string): string | null {
  if (!codes) {
    const english = display('en');
    codes = new Map(Object.entries(ALIASES));
    for (const code of COUNTRY_CODES) codes.set((english.of(code) ?? code).toLowerCase(), code);
  }
  return codes.get(name.trim().toLowerCase()) ?? null;
}

/** The name of a region code in a language. */
export const regionName = (code: string, language: Language): string =>
  display(language).of(code) ?? code;

/** A stored (English) country name as the reader reads it; unknown names stay as sent. */
export function countryName(name: string, language: Language): string {
  if (language === 'en') return name;
  const code = countryCode(name);
  return code ? regionName(code, language) : name;
}

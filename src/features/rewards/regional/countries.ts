/**
 * The countries a member may move to, named by the browser's own data (`Intl.DisplayNames`), so
 * no list of names ships with the app. The request sends the English name (the server stores the
 * product's spelling of the ones it knows: 'United Arab Emirates' becomes UAE); an Arabic reader
 * picks from the Arabic names.
 */
import type { Language } from '@contract/language';

// ISO 3166-1 alpha-2 codes of inhabited countries and territories.
const CODES = (
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

export interface CountryOption {
  /** The English name, what the request sends. */
  value: string;
  /** The name in the reader's language. */
  label: string;
}

const cached = new Map<Language, CountryOption[]>();

/** Every country, named in the reader's language and in its alphabetical order. */
export function countryOptions(language: Language): CountryOption[] {
  let options = cached.get(language);
  if (!options) {
    const english = new Intl.DisplayNames(['en'], { type: 'region' });
    const local = new Intl.DisplayNames([language], { type: 'region' });
    options = CODES.map((code) => ({
      value: english.of(code) ?? code,
      label: local.of(code) ?? code,
    })).sort((a, b) => a.label.localeCompare(b.label, language));
    cached.set(language, options);
  }
  return options;
}

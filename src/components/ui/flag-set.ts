/**
 * The flag drawings (country-flag-icons, one module per flag, so the rest of the package stays
 * out of the bundle): the sign-up form's eight countries and the ones the programmes' answers
 * flag (API-CONTRACT section 6). Loaded on its own, after the page that shows a flag (flag.tsx).
 */
import AE from 'country-flag-icons/react/3x2/AE';
import AT from 'country-flag-icons/react/3x2/AT';
import AU from 'country-flag-icons/react/3x2/AU';
import BE from 'country-flag-icons/react/3x2/BE';
import CA from 'country-flag-icons/react/3x2/CA';
import CH from 'country-flag-icons/react/3x2/CH';
import CN from 'country-flag-icons/react/3x2/CN';
import DE from 'country-flag-icons/react/3x2/DE';
import DK from 'country-flag-icons/react/3x2/DK';
import ES from 'country-flag-icons/react/3x2/ES';
import FI from 'country-flag-icons/react/3x2/FI';
import FR from 'country-flag-icons/react/3x2/FR';
import GB from 'country-flag-icons/react/3x2/GB';
import IN from 'country-flag-icons/react/3x2/IN';
import IT from 'country-flag-icons/react/3x2/IT';
import JP from 'country-flag-icons/react/3x2/JP';
import NL from 'country-flag-icons/react/3x2/NL';
import NO from 'country-flag-icons/react/3x2/NO';
import PK from 'country-flag-icons/react/3x2/PK';
import SA from 'country-flag-icons/react/3x2/SA';
import SE from 'country-flag-icons/react/3x2/SE';
import US from 'country-flag-icons/react/3x2/US';

export type FlagSvg = typeof AE;

export const FLAG_SVGS: Record<string, FlagSvg> = {
  AE,
  AT,
  AU,
  BE,
  CA,
  CH,
  CN,
  DE,
  DK,
  ES,
  FI,
  FR,
  GB,
  IN,
  IT,
  JP,
  NL,
  NO,
  PK,
  SA,
  SE,
  US,
};

import { describe, expect, it } from 'vitest';
import { PHONE_CASES } from '../../../../contract/phone-cases';
import { PHONE_COUNTRIES } from '../../../../contract/phone-countries';
import { parseSignupPhone } from './phone';

// The SPA's table (contract/phone.test.ts), read the way the sign-up route reads it.
describe('the sign-up phone on the server (DECISIONS 31)', () => {
  it.each(PHONE_CASES)('reads %s (%s) as %s', (typed, code, e164) => {
    const country = PHONE_COUNTRIES.find((c) => c.code === code);
    const parsed = parseSignupPhone(typed, country?.dialCode ?? '');
    if (e164 === null) {
      expect(parsed).toEqual({ message: `Enter a valid mobile number for ${country?.name ?? ''}` });
    } else {
      const national = e164.slice(country?.dialCode.length);
      expect(parsed).toEqual({ e164, national, country: country?.name });
    }
  });
});

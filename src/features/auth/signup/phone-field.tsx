import {
  PHONE_COUNTRIES,
  phoneCountryByDialCode,
  type PhoneCountry,
} from '@contract/phone-countries';
import { Flag } from '@/components/ui/flag';
import { useLanguage, useT } from '@/i18n/language-context';
import { regionName } from '@/lib/country-name';
import { SelectField } from '../components/select-field';
import { TextField } from '../components/text-field';
import { authMessages } from '../messages';

/** How a country reads in the select: the spec's short English label, or its Arabic name. */
const optionText = (c: PhoneCountry, arabic: boolean) =>
  `${c.dialCode} ${arabic ? regionName(c.code, 'ar') : c.label}`;

/**
 * The country (the spec's eight, UAE first, DECISIONS 31) beside the mobile number, typed the
 * way people write it there; the chosen country's flag sits in the select.
 */
export function PhoneField({
  codeId,
  phoneId,
  code,
  phone,
  error,
  disabled,
  onCode,
  onPhone,
}: {
  codeId: string;
  phoneId: string;
  code: string;
  phone: string;
  error?: string | null;
  disabled: boolean;
  onCode: (value: string) => void;
  onPhone: (value: string) => void;
}) {
  const t = useT(authMessages);
  const arabic = useLanguage() === 'ar';
  const country = phoneCountryByDialCode(code);
  // Side by side from 420 px; on a narrow phone the select takes the full width, so its flag
  // and name are never cut. The Arabic names are longer, so they need a wider select.
  const columns = arabic
    ? 'sm:grid-cols-[18rem_minmax(0,1fr)]'
    : 'min-[420px]:grid-cols-[11rem_minmax(0,1fr)]';
  return (
    <div className={`grid grid-cols-1 gap-x-2 gap-y-5 ${columns}`}>
      <SelectField
        id={codeId}
        label={t('countryCodeLabel')}
        name="countryCode"
        // Left to right like the number beside it, so the dial code reads +971 in Arabic too
        // (a closed select ignores bidi marks in its text).
        dir="ltr"
        autoComplete="tel-country-code"
        selectClassName="pe-8 ps-10"
        adornment={country && <Flag country={country.name} code={country.code} decorative />}
        value={code}
        disabled={disabled}
        onChange={(e) => {
          onCode(e.target.value);
        }}
      >
        {PHONE_COUNTRIES.map((c) => (
          <option key={c.code} value={c.dialCode}>
            {optionText(c, arabic)}
          </option>
        ))}
      </SelectField>
      <TextField
        id={phoneId}
        label={t('phoneLabel')}
        name="phone"
        type="tel"
        dir="ltr"
        autoComplete="tel-national"
        maxLength={32}
        placeholder={country?.example}
        value={phone}
        error={error}
        disabled={disabled}
        onChange={(e) => {
          onPhone(e.target.value);
        }}
      />
    </div>
  );
}

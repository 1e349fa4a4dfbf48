import { PHONE_COUNTRIES, phoneCountryByDialCode } from '@contract/phone-countries';
import { Flag } from '@/components/ui/flag';
import { SelectField } from '../components/select-field';
import { TextField } from '../components/text-field';

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
  const country = phoneCountryByDialCode(code);
  return (
    // Side by side from 420 px; on a narrow phone the select takes the full width, so its flag
    // and name are never cut.
    <div className="grid grid-cols-1 gap-x-2 gap-y-5 min-[420px]:grid-cols-[11rem_minmax(0,1fr)]">
      <SelectField
        id={codeId}
        label="Country code"
        name="countryCode"
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
            {`${c.dialCode} ${c.label}`}
          </option>
        ))}
      </SelectField>
      <TextField
        id={phoneId}
        label="Phone number"
        name="phone"
        type="tel"
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

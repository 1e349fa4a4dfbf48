import { COUNTRY_CODES } from '@contract/user';
import { SelectField } from '../components/select-field';
import { TextField } from '../components/text-field';

/** Country code (the 8 codes of spec section 9) beside the 10 national digits. */
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
  return (
    <div className="grid grid-cols-[9.5rem_minmax(0,1fr)] gap-2 sm:grid-cols-[10.5rem_minmax(0,1fr)]">
      <SelectField
        id={codeId}
        label="Country code"
        name="countryCode"
        autoComplete="tel-country-code"
        selectClassName="pr-8 pl-3"
        value={code}
        disabled={disabled}
        onChange={(e) => {
          onCode(e.target.value);
        }}
      >
        {COUNTRY_CODES.map((c) => (
          <option key={c.code} value={c.code}>
            {`${c.code} ${c.label}`}
          </option>
        ))}
      </SelectField>
      <TextField
        id={phoneId}
        label="Phone number"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10 digits"
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

import { useLanguage, useT } from '@/i18n/language-context';
import { SelectField } from '@/features/auth/components/select-field';
import { TextField } from '@/features/auth/components/text-field';
import { kycFieldId, type Errors, type TextField as Field, type Values } from './kyc-form-rules';
import { kycMessages } from './messages';
import { nationalities } from './nationalities';

/** The document's details: name, number, nationality (passport), expiry and date of birth. */
export function KycDetailsFields({
  values,
  errors,
  disabled,
  onChange,
}: {
  values: Values;
  errors: Errors;
  disabled: boolean;
  onChange: (field: Field, value: string) => void;
}) {
  const t = useT(kycMessages);
  const language = useLanguage();
  const passport = values.documentType === 'passport';
  const common = (field: Field) => ({
    id: kycFieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    disabled,
    onChange: (e: { target: { value: string } }) => {
      onChange(field, e.target.value);
    },
  });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField
          {...common('fullName')}
          label={t('labelFullName')}
          autoComplete="name"
          maxLength={100}
        />
      </div>
      <TextField
        {...common('documentNumber')}
        label={passport ? t('labelPassportNumber') : t('labelIdNumber')}
        dir="ltr"
        autoComplete="off"
        maxLength={passport ? 12 : 24}
        {...(passport
          ? { autoCapitalize: 'characters' }
          : { inputMode: 'numeric' as const, hint: <bdi dir="ltr">{t('hintIdNumber')}</bdi> })}
      />
      {passport && (
        <SelectField {...common('nationality')} label={t('labelNationality')}>
          <option value="">{t('nationalityPlaceholder')}</option>
          {nationalities(language).map((n) => (
            <option key={n.code} value={n.code}>
              {n.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField {...common('documentExpiry')} type="date" label={t('labelExpiry')} />
      <TextField
        {...common('dateOfBirth')}
        type="date"
        label={t('labelDateOfBirth')}
        autoComplete="bday"
      />
    </div>
  );
}

import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { NAME_MAX_LENGTH, profileFormSchema } from '@contract/profile';
import { isLanguage, type Language } from '@contract/language';
import type { Gender, UpdateProfileRequest, User } from '@contract/user';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { translate } from '@/i18n/catalogue';
import { useLanguageChoice, useT } from '@/i18n/language-context';
import { apiErrorText, apiFieldErrors } from '@/lib/api-messages';
import { notify } from '@/lib/notify';
import { reject } from '@/features/auth/auth-failure';
import { userUpdated } from '@/features/auth/auth-slice';
import { FieldHint } from '@/features/auth/components/field-message';
import { describedBy } from '@/features/auth/components/field-styles';
import { FormAlert } from '@/features/auth/components/form-alert';
import { SelectField } from '@/features/auth/components/select-field';
import { TextField } from '@/features/auth/components/text-field';
import {
  firstErrorId,
  splitServerErrors,
  useFocusRequest,
  validate,
  type Errors,
} from '@/features/auth/form-errors';
import { updateProfile } from './api';
import { profileMessages } from './messages';

const FIELDS = ['firstName', 'lastName', 'gender', 'language'] as const;
const GENDERS: readonly Gender[] = ['Male', 'Female', 'Other'];

/** Each language named in itself, the same in both catalogues, so it is not translated. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const fieldId = (field: Field) => `profile-${field}`;
const fieldFor = (key: string): Field | null =>
  (FIELDS as readonly string[]).includes(key) ? (key as Field) : null;

/**
 * First name, last name and gender (DECISIONS 37), with the sign-up rules and messages, and the
 * member's language (DECISIONS 38). What the member has not touched follows the stored user, so
 * a refresh of the user never fights a typed value and a saved form starts clean.
 */
export function ProfileForm({ user }: { user: User }) {
  const t = useT(profileMessages);
  const { language: shown, choose } = useLanguageChoice();
  // A user stored by an older build has no language: the one the page shows stands in.
  const saved: Language = isLanguage(user.language) ? user.language : shown;
  const dispatch = useAppDispatch();
  // After a save that changes the page's language, the toast waits for the new language.
  const announce = useRef<Language | null>(null);
  useEffect(() => {
    if (announce.current !== shown) return;
    announce.current = null;
    notify.success(translate(profileMessages, 'updated'));
  }, [shown]);
  const focus = useFocusRequest();
  const [edits, setEdits] = useState<Partial<Values>>({});
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [attempted, setAttempted] = useState(false);

  const values: Values = {
    firstName: edits.firstName ?? user.firstName,
    lastName: edits.lastName ?? user.lastName,
    gender: edits.gender ?? user.gender,
    language: edits.language ?? saved,
  };

  const set = (field: Field, value: string) => {
    const next = { ...edits, [field]: value };
    setEdits(next);
    // After a first save, messages follow what is typed.
    if (attempted) setErrors(validate<Field>(profileFormSchema, { ...values, [field]: value }));
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setAttempted(true);
    setFormError(null);
    const found = validate<Field>(profileFormSchema, values);
    setErrors(found);
    if (Object.keys(found).length) {
      focus(firstErrorId(FIELDS, found, fieldId));
      return;
    }
    setSaving(true);
    try {
      const changes: UpdateProfileRequest = {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        gender: values.gender as Gender,
      };
      // Sent only when changed: the language is the member's choice, not a default to store.
      const language = isLanguage(values.language) ? values.language : saved;
      if (language !== saved) changes.language = language;
      const answer = await updateProfile(changes);
      dispatch(userUpdated(answer.user));
      setEdits({});
      setAttempted(false);
      // The page follows the saved language at once (its catalogues load first).
      if (language !== shown) {
        announce.current = language;
        choose(language);
      } else notify.success(translate(profileMessages, 'updated'));
    } catch (error) {
      const raw = reject(error, t('updateFailed'));
      // English keeps the server's words; Arabic shows them translated by their codes.
      const failure = {
        ...raw,
        message: apiErrorText(raw, t('updateFailed')),
        errors: apiFieldErrors(raw),
      };
      notify.error(failure.message);
      const { fields, form } = splitServerErrors(failure, fieldFor, t('updateFailed'));
      setErrors(fields);
      setFormError(form);
      focus(firstErrorId(FIELDS, fields, fieldId));
    } finally {
      setSaving(false);
    }
  };

  const common = (field: Field) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    disabled: saving,
    onChange: (e: { target: { value: string } }) => {
      set(field, e.target.value);
    },
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
      <FormAlert message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          {...common('firstName')}
          label={t('firstName')}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH.firstName}
        />
        <TextField
          {...common('lastName')}
          label={
            <>
              {t('lastName')} <span className="font-normal text-ink-muted">{t('optional')}</span>
            </>
          }
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH.lastName}
        />
      </div>
      <SelectField
        {...common('gender')}
        label={t('gender')}
        autoComplete="sex"
        className="sm:max-w-xs"
      >
        <option value="">{t('genderPlaceholder')}</option>
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {t('genderOption', { gender })}
          </option>
        ))}
      </SelectField>
      <div>
        <SelectField
          {...common('language')}
          label={t('language')}
          // The select's own describedBy knows no hint; this one names the error and the hint.
          aria-describedby={describedBy(fieldId('language'), errors.language, true)}
          className="sm:max-w-xs"
        >
          {(Object.keys(LANGUAGE_NAMES) as Language[]).map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </SelectField>
        <FieldHint id={fieldId('language')}>{t('languageHint')}</FieldHint>
      </div>
      <Button type="submit" disabled={saving}>
        {saving ? t('saving') : t('save')}
      </Button>
    </form>
  );
}

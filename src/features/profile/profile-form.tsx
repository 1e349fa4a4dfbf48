import { useState, type SyntheticEvent } from 'react';
import { NAME_MAX_LENGTH, profileFormSchema } from '@contract/profile';
import type { Gender, User } from '@contract/user';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { reject } from '@/features/auth/auth-failure';
import { userUpdated } from '@/features/auth/auth-slice';
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
import { PROFILE_TEXT as T } from './profile-text';

const FIELDS = ['firstName', 'lastName', 'gender'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const fieldId = (field: Field) => `profile-${field}`;
const fieldFor = (key: string): Field | null =>
  (FIELDS as readonly string[]).includes(key) ? (key as Field) : null;

/**
 * First name, last name and gender (DECISIONS 37), with the sign-up rules and messages. What the
 * member has not touched follows the stored user, so a refresh of the user never fights a typed
 * value and a saved form starts clean.
 */
export function ProfileForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
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
      const answer = await updateProfile({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        gender: values.gender as Gender,
      });
      dispatch(userUpdated(answer.user));
      setEdits({});
      setAttempted(false);
      notify.success(T.updated);
    } catch (error) {
      const failure = reject(error, T.updateFailed);
      notify.error(failure.message);
      const { fields, form } = splitServerErrors(failure, fieldFor, T.updateFailed);
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
          label={T.firstName}
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH.firstName}
        />
        <TextField
          {...common('lastName')}
          label={
            <>
              {T.lastName} <span className="font-normal text-ink-muted">{T.optional}</span>
            </>
          }
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH.lastName}
        />
      </div>
      <SelectField
        {...common('gender')}
        label={T.gender}
        autoComplete="sex"
        className="sm:max-w-xs"
      >
        <option value="">{T.genderPlaceholder}</option>
        {T.genders.map((gender) => (
          <option key={gender} value={gender}>
            {gender}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={saving}>
        {saving ? T.saving : T.save}
      </Button>
    </form>
  );
}

/**
 * Change password (issue 28): the current password, then the new one twice with the sign-up
 * rules. The server signs out every other device and mails the member; this device stays in.
 */
import { useState, type SyntheticEvent } from 'react';
import { z } from 'zod';
import { LIMITS, newPasswordField } from '@contract/validation';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/language-context';
import { notify } from '@/lib/notify';
import { FormAlert } from '@/features/auth/components/form-alert';
import { PasswordField } from '@/features/auth/components/password-field';
import {
  firstErrorId,
  splitServerErrors,
  useFocusRequest,
  validate,
  type Errors,
} from '@/features/auth/form-errors';
import { changePassword, failureOf } from './account-api';
import { accountMessages } from './account-messages';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { currentPassword: '', password: '', confirmPassword: '' };
const fieldId = (f: Field) => `security-${f}`;
const fieldFor = (key: string): Field | null =>
  (FIELDS as readonly string[]).includes(key) ? (key as Field) : null;

export function PasswordSection() {
  const t = useT(accountMessages);
  const focus = useFocusRequest();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const schema = z
    .object({
      currentPassword: z.string().min(1, t('currentRequired')),
      password: newPasswordField,
      confirmPassword: z.string(),
    })
    .refine((v) => v.password === v.confirmPassword, {
      path: ['confirmPassword'],
      message: t('mismatch'),
    });

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validate<Field>(schema, values);
    setErrors(found);
    if (Object.keys(found).length) {
      focus(firstErrorId(FIELDS, found, fieldId));
      return;
    }
    setSaving(true);
    try {
      await changePassword(values);
      setValues(EMPTY);
      notify.success(t('passwordChanged'));
    } catch (error) {
      const failure = failureOf(error, t('passwordFailed'));
      notify.error(failure.message);
      const { fields, form } = splitServerErrors(
        { ...failure, status: null, hasMessage: true },
        fieldFor,
        t('passwordFailed'),
      );
      setErrors(fields);
      setFormError(form);
      focus(firstErrorId(FIELDS, fields, fieldId));
    } finally {
      setSaving(false);
    }
  };

  const field = (f: Field) => ({
    id: fieldId(f),
    name: f,
    value: values[f],
    error: errors[f],
    disabled: saving,
    maxLength: LIMITS.password,
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [f]: e.target.value }));
    },
  });

  return (
    <section aria-labelledby="security-title">
      <h2 id="security-title" className="text-lg font-bold">
        {t('securityTitle')}
      </h2>
      <p className="mb-5 mt-1 text-sm text-ink-muted">{t('securityIntro')}</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
        <FormAlert message={formError} />
        <PasswordField
          {...field('currentPassword')}
          label={t('currentPassword')}
          autoComplete="current-password"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            {...field('password')}
            label={t('newPassword')}
            autoComplete="new-password"
            hint={t('newPasswordHint')}
          />
          <PasswordField
            {...field('confirmPassword')}
            label={t('confirmPassword')}
            autoComplete="new-password"
          />
        </div>
        <Button type="submit" disabled={saving}>
          {saving ? t('changingPassword') : t('changePassword')}
        </Button>
      </form>
    </section>
  );
}

import { useState, type SubmitEvent } from 'react';
import { Send } from 'lucide-react';
import { LIMITS, contactSchema, fieldErrors } from '@contract/validation';
import type { ContactRequest } from '@contract/user';
import { buttonClass } from '@/components/ui/button';
import { useLanguage, useT, type Translate } from '@/i18n/language-context';
import { apiErrorInfo } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { sendContactMessage } from '../api';
import { contactMessages } from '../messages/contact/messages';
import type en from '../messages/contact/messages.en';
import { ContactField } from './contact-field';

const EMPTY: ContactRequest = { name: '', email: '', message: '' };
type Field = keyof ContactRequest;
type Errors = Partial<Record<Field, string>>;

/**
 * An error in Arabic. The shared schema (and the server) word field errors in English, which an
 * English reader sees word for word; an Arabic reader gets the same rule in Arabic, recognised
 * by the English sentence's shape (required, too long, refused characters, a bad address).
 */
function arabicError(t: Translate<typeof en>, field: Field, message: string): string {
  if (message.endsWith('is required')) return t(`${field}Required`);
  if (field === 'email') return t('emailInvalid');
  if (message.includes('at most')) {
    return t(`${field}TooLong`, {
      max: field === 'name' ? LIMITS.contactName : LIMITS.contactMessage,
    });
  }
  return t(`${field}Invalid`);
}

/** Name / Email / Message with Send Message (DECISIONS 29), validated with the shared schema. */
export function ContactForm() {
  const t = useT(contactMessages);
  const language = useLanguage();
  const [values, setValues] = useState<ContactRequest>(EMPTY);
  // Kept as the schema or server words them, and worded for the reader when shown.
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const shown = (field: Field) => {
    const message = errors[field];
    return message && language === 'ar' ? arabicError(t, field, message) : message;
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      const first = (['name', 'email', 'message'] as const).find((f) => found[f]);
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendContactMessage(parsed.data);
      notify.success(t('sent'));
      setValues(EMPTY);
      setErrors({});
    } catch (error) {
      const info = apiErrorInfo(error, t('failed'));
      if (info.errors) setErrors(info.errors);
      notify.error(t('failed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-5"
      aria-label={t('formLabel')}
    >
      <ContactField
        id="contact-name"
        label={t('name')}
        maxLength={LIMITS.contactName}
        autoComplete="name"
        value={values.name}
        error={shown('name')}
        onChange={change('name')}
      />
      <ContactField
        id="contact-email"
        label={t('email')}
        type="email"
        maxLength={LIMITS.email}
        autoComplete="email"
        value={values.email}
        error={shown('email')}
        onChange={change('email')}
      />
      <ContactField
        id="contact-message"
        label={t('message')}
        maxLength={LIMITS.contactMessage}
        multiline
        value={values.message}
        error={shown('message')}
        onChange={change('message')}
      />
      <button
        type="submit"
        disabled={sending}
        className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
      >
        <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {sending ? t('sending') : t('send')}
      </button>
    </form>
  );
}

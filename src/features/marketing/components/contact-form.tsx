import { useState, type SubmitEvent } from 'react';
import { Send } from 'lucide-react';
import { LIMITS, contactSchema, fieldErrors } from '@contract/validation';
import type { ContactRequest } from '@contract/user';
import { buttonClass } from '@/components/ui/button';
import { apiErrorInfo } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { sendContactMessage } from '../api';
import { ContactField } from './contact-field';

export const CONTACT_SENT = 'Message sent. We will reply soon.';
export const CONTACT_FAILED = 'Failed to send message. Please try again.';

const EMPTY: ContactRequest = { name: '', email: '', message: '' };
type Field = keyof ContactRequest;

/** Name / Email / Message with Send Message (DECISIONS 29), validated with the shared schema. */
export function ContactForm() {
  const [values, setValues] = useState<ContactRequest>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
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
      notify.success(CONTACT_SENT);
      setValues(EMPTY);
      setErrors({});
    } catch (error) {
      const info = apiErrorInfo(error, CONTACT_FAILED);
      if (info.errors) setErrors(info.errors);
      notify.error(CONTACT_FAILED);
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="space-y-5"
      aria-label="Contact form"
    >
      <ContactField
        id="contact-name"
        label="Name"
        maxLength={LIMITS.contactName}
        autoComplete="name"
        value={values.name}
        error={errors.name}
        onChange={change('name')}
      />
      <ContactField
        id="contact-email"
        label="Email"
        type="email"
        maxLength={LIMITS.email}
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={change('email')}
      />
      <ContactField
        id="contact-message"
        label="Message"
        maxLength={LIMITS.contactMessage}
        multiline
        value={values.message}
        error={errors.message}
        onChange={change('message')}
      />
      <button
        type="submit"
        disabled={sending}
        className={buttonClass('primary', 'lg', 'w-full sm:w-auto')}
      >
        <Send aria-hidden="true" className="size-4" />
        {sending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}

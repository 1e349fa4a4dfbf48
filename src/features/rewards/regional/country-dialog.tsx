import { useId, useState, type SyntheticEvent } from 'react';
import { ChevronDown, CircleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { translate } from '@/i18n/catalogue';
import { useLanguage, useT } from '@/i18n/language-context';
import { notify } from '@/lib/notify';
import { requestCountryUpdate } from './api';
import { countryOptions } from './countries';
import { countryMessages } from './country/messages';

const selectClass =
  'block w-full min-h-11 appearance-none rounded-xl border border-line bg-surface ps-3.5 pe-10 py-2 text-base text-ink shadow-sm ' +
  'focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-500/25 disabled:opacity-60 ' +
  'aria-[invalid=true]:border-danger dark:focus:border-brand-400';

function CountryForm({
  userId,
  onSent,
  onCancel,
}: {
  userId: string;
  onSent: () => void;
  onCancel: () => void;
}) {
  const t = useT(countryMessages);
  const language = useLanguage();
  const id = useId();
  const [country, setCountry] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    setFailed(false);
    // Spec 5: an empty answer sends nothing.
    if (!country) {
      setError(translate(countryMessages, 'required'));
      return;
    }
    setBusy(true);
    try {
      await requestCountryUpdate(userId, country);
      notify.success(translate(countryMessages, 'sent'));
      onSent();
    } catch {
      console.error('Country update request failed');
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <div>
        <label htmlFor={`${id}-country`} className="mb-1.5 block text-sm font-semibold">
          {t('prompt')}
        </label>
        <div className="relative">
          <select
            id={`${id}-country`}
            value={country}
            disabled={busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-note`}
            onChange={(e) => {
              setCountry(e.target.value);
              setError(null);
            }}
            className={selectClass}
          >
            <option value="">{t('placeholder')}</option>
            {countryOptions(language).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
          />
        </div>
        {error ? (
          <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm text-danger">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{error}</span>
          </p>
        ) : (
          <p id={`${id}-note`} className="mt-1.5 text-sm text-ink-muted">
            {t('note')}
          </p>
        )}
      </div>
      <div role="alert" aria-atomic="true">
        {failed && (
          <p className="rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200">
            {t('failed')}
          </p>
        )}
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t('sending') : t('send')}
        </Button>
      </div>
    </form>
  );
}

/** The dialog itself, loaded with the first click on Update Country. */
export default function CountryDialog({
  userId,
  onClose,
  onSent,
}: {
  userId: string;
  onClose: () => void;
  onSent: () => void;
}) {
  const t = useT(countryMessages);
  return (
    <Modal open onClose={onClose} title={t('title')}>
      <CountryForm userId={userId} onCancel={onClose} onSent={onSent} />
    </Modal>
  );
}

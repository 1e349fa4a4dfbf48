/** The warning and consent for a balance under AED 50 that closing gives up (DECISIONS 48). */
import { TriangleAlert } from 'lucide-react';
import { useT } from '@/i18n/language-context';
import { FieldError } from '@/features/auth/components/field-message';
import { describedBy } from '@/features/auth/components/field-styles';
import { accountMessages } from './account-messages';

export function ForfeitBox({
  amount,
  checked,
  error,
  disabled,
  onChange,
}: {
  amount: string;
  checked: boolean;
  error?: string;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT(accountMessages);
  const id = 'close-forfeit';
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100">
      <p id={`${id}-warning`} className="flex items-start gap-2">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{t('forfeitWarning', { amount })}</span>
      </p>
      <div className="mt-3 flex items-center gap-2.5">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-warning`, describedBy(id, error)].filter(Boolean).join(' ')}
          onChange={(e) => {
            onChange(e.target.checked);
          }}
          className="size-5 shrink-0 rounded accent-brand-700 dark:accent-brand-400"
        />
        <label htmlFor={id} className="font-semibold">
          {t('forfeitAccept')}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { FieldError, FieldHint } from './field-message';
import { describedBy, inputClass, labelClass } from './field-styles';
import { useT } from '@/i18n/language-context';
import { authMessages } from '../messages';
import type { TextFieldProps } from './text-field';

/**
 * A password input with a real show/hide toggle button (aria-pressed). The password reads left
 * to right in both languages; the toggle sits at the field's end (left in Arabic), so the
 * input's room for it follows the page's direction, not its own.
 */
export function PasswordField({
  id,
  label,
  error,
  hint,
  className = '',
  disabled,
  ...rest
}: Omit<TextFieldProps, 'type' | 'addon'>) {
  const [visible, setVisible] = useState(false);
  const t = useT(authMessages);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          dir="ltr"
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, !!hint)}
          className={`${inputClass} pe-12 rtl:ps-12 rtl:pe-3.5 ${className}`}
          disabled={disabled}
          {...rest}
        />
        <button
          type="button"
          aria-pressed={visible}
          aria-controls={id}
          disabled={disabled}
          onClick={() => {
            setVisible((v) => !v);
          }}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-xl text-ink-muted hover:text-ink disabled:opacity-60"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
          {/* One fixed name; aria-pressed says whether the password is shown. */}
          <span className="sr-only">{t('showPassword')}</span>
        </button>
      </div>
      <FieldError id={id} error={error} />
      {hint && <FieldHint id={id}>{hint}</FieldHint>}
    </div>
  );
}

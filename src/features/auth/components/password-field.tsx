import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { FieldError, FieldHint } from './field-message';
import { describedBy, inputClass, labelClass } from './field-styles';
import type { TextFieldProps } from './text-field';

/** A password input with a real show/hide toggle button (aria-pressed). */
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
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, !!hint)}
          className={`${inputClass} pr-12 ${className}`}
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
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-ink-muted hover:text-ink disabled:opacity-60"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
          {/* One fixed name; aria-pressed says whether the password is shown. */}
          <span className="sr-only">Show password</span>
        </button>
      </div>
      <FieldError id={id} error={error} />
      {hint && <FieldHint id={id}>{hint}</FieldHint>}
    </div>
  );
}

import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldError, FieldHint } from './field-message';
import { describedBy, inputClass, labelClass } from './field-styles';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  /** Shown at the input's end (a button such as Send OTP). */
  addon?: ReactNode;
}

/** A labelled input whose error is announced through aria-invalid and aria-describedby. */
export function TextField({
  id,
  label,
  error,
  hint,
  addon,
  className = '',
  ...rest
}: TextFieldProps) {
  const input = (
    <input
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error, !!hint)}
      className={`${inputClass} ${className}`}
      {...rest}
    />
  );
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {addon ? (
        // The addon moves under the input rather than squeeze it below 10rem (at 360 px an
        // e-mail beside "إعادة الإرسال (57 ث)" showed only a few letters).
        <div className="flex flex-wrap items-stretch gap-2">
          <div className="min-w-40 flex-1">{input}</div>
          {addon}
        </div>
      ) : (
        input
      )}
      <FieldError id={id} error={error} />
      {hint && <FieldHint id={id}>{hint}</FieldHint>}
    </div>
  );
}

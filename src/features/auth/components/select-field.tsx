import type { ReactNode, SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { FieldError } from './field-message';
import { describedBy, inputClass, labelClass } from './field-styles';

/** A labelled native select styled like the text inputs. */
export function SelectField({
  id,
  label,
  error,
  children,
  className = '',
  selectClassName = 'pe-10',
  adornment,
  dir,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  /** Extra classes for the select itself (the outer className sizes the wrapper). */
  selectClassName?: string;
  /** Drawn over the select's start (e.g. the chosen country's flag); make room with ps-*. */
  adornment?: ReactNode;
  id: string;
  label: ReactNode;
  error?: string | null;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {/* `dir` sets the whole control (select, adornment, chevron), not the label above it. */}
      <div className="relative" dir={dir}>
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          className={`${inputClass} appearance-none ${selectClassName}`}
          {...rest}
        >
          {children}
        </select>
        {adornment && (
          <span className="pointer-events-none absolute start-3 top-1/2 flex -translate-y-1/2">
            {adornment}
          </span>
        )}
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute end-2.5 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
        />
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

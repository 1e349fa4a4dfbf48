/** A labelled input or textarea with its error tied to it (aria-invalid, aria-describedby). */
export function ContactField({
  id,
  label,
  value,
  error,
  onChange,
  type = 'text',
  autoComplete,
  maxLength,
  multiline = false,
}: {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  type?: 'text' | 'email';
  autoComplete?: string;
  maxLength?: number;
  multiline?: boolean;
}) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name: id.replace('contact-', ''),
    value,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: `w-full rounded-xl border bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-muted ${error ? 'border-danger' : 'border-line'}`,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold">
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={6} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          // An address reads left to right in either language.
          dir={type === 'email' ? 'ltr' : undefined}
          autoComplete={autoComplete}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

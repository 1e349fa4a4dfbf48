import { useEffect, useMemo } from 'react';
import { FieldError, FieldHint } from '@/features/auth/components/field-message';
import { describedBy, labelClass } from '@/features/auth/components/field-styles';

/**
 * One photo of the form: a native file input (keyboard and screen readers know it), the chosen
 * photo's preview, its error. `capture` opens the camera on phones that have one.
 */
export function KycImageField({
  id,
  label,
  hint,
  file,
  error,
  capture,
  disabled,
  onPick,
}: {
  id: string;
  label: string;
  hint: string;
  file: File | null;
  error?: string | undefined;
  capture?: 'user' | 'environment';
  disabled: boolean;
  onPick: (file: File | null) => void;
}) {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  return (
    <div className="rounded-xl border border-line p-3">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex items-center gap-3">
        <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-surface-alt">
          {preview && <img src={preview} alt="" className="size-full object-cover" />}
        </div>
        <input
          id={id}
          name={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          {...(capture ? { capture } : {})}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, true)}
          className="w-full min-w-0 flex-1 overflow-hidden text-sm file:me-3 file:min-h-11 file:cursor-pointer file:rounded-xl file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white"
          onChange={(event) => {
            onPick(event.target.files?.[0] ?? null);
          }}
        />
      </div>
      <FieldError id={id} error={error} />
      <FieldHint id={id}>{hint}</FieldHint>
    </div>
  );
}

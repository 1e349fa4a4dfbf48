import { CircleAlert, CircleCheck } from 'lucide-react';
import { LIMITS } from '@contract/validation';
import { useSponsorLookup } from '../hooks/use-sponsor-lookup';
import { TextField } from '../components/text-field';

/** The optional sponsor code with the live look-up of spec sections 5 and 8 beneath it. */
export function SponsorField({
  id,
  value,
  error,
  disabled,
  onChange,
}: {
  id: string;
  value: string;
  error?: string | null;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const status = useSponsorLookup(value);
  return (
    <div>
      <TextField
        id={id}
        label={
          <>
            Sponsor code <span className="font-normal text-ink-muted">(optional)</span>
          </>
        }
        name="sponsorBy"
        maxLength={LIMITS.sponsor}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        error={error}
        disabled={disabled}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      />
      <div aria-live="polite" className="mt-1.5 min-h-5 text-sm">
        {status.kind === 'checking' && <span className="text-ink-muted">Checking sponsor...</span>}
        {status.kind === 'found' && (
          <span className="flex items-center gap-1.5 text-success">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            <span>
              Sponsor: <strong className="font-semibold">{status.name}</strong>
            </span>
          </span>
        )}
        {status.kind === 'error' && (
          <span className="flex items-center gap-1.5 text-danger">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            <span>{status.message}</span>
          </span>
        )}
      </div>
    </div>
  );
}

import { CircleAlert, CircleCheck } from 'lucide-react';
import { LIMITS } from '@contract/validation';
import { useT } from '@/i18n/language-context';
import { useSponsorLookup } from '../hooks/use-sponsor-lookup';
import { TextField } from '../components/text-field';
import { authMessages } from '../messages';

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
  const t = useT(authMessages);
  const status = useSponsorLookup(value);
  return (
    <div>
      <TextField
        id={id}
        label={
          <>
            {t('sponsorLabel')} <span className="font-normal text-ink-muted">{t('optional')}</span>
          </>
        }
        name="sponsorBy"
        dir="ltr"
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
        {status.kind === 'checking' && (
          <span className="text-ink-muted">{t('checkingSponsor')}</span>
        )}
        {status.kind === 'found' && (
          <span className="flex items-center gap-1.5 text-success">
            <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
            <span>
              {t('sponsorFound')}{' '}
              <strong className="font-semibold">
                <bdi>{status.name}</bdi>
              </strong>
            </span>
          </span>
        )}
        {status.kind === 'error' && (
          <span className="flex items-center gap-1.5 text-danger">
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            <span>{t(status.message)}</span>
          </span>
        )}
      </div>
    </div>
  );
}

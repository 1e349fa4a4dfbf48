/**
 * The sign-up's consent box (issue 28, DECISIONS 48): never ticked in advance; its label links
 * the Terms and the Privacy Policy in the page's language, in a new tab so the form keeps what
 * was typed. The ticked box sends the current TERMS_VERSION.
 */
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLocalizedPath, useT } from '@/i18n/language-context';
import { FieldError } from '../components/field-message';
import { describedBy } from '../components/field-styles';
import { authMessages } from '../messages';

const linkClass =
  'font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-300';

export function ConsentField({
  id,
  checked,
  error,
  disabled,
  onChange,
}: {
  id: string;
  checked: boolean;
  error?: string;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT(authMessages);
  const to = useLocalizedPath();
  return (
    <div>
      <div className="flex items-start gap-2.5 text-sm">
        <input
          id={id}
          type="checkbox"
          name="terms"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          onChange={(e) => {
            onChange(e.target.checked);
          }}
          className="mt-0.5 size-5 shrink-0 rounded accent-brand-700 dark:accent-brand-400"
        />
        <label htmlFor={id} className="leading-6">
          {t('consentIntro')}{' '}
          <Link to={to(paths.terms.path)} target="_blank" rel="noopener" className={linkClass}>
            {t('consentTerms')}
          </Link>
          {t('consentJoin')}
          <Link to={to(paths.privacy.path)} target="_blank" rel="noopener" className={linkClass}>
            {t('consentPrivacy')}
          </Link>
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

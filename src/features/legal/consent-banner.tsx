/**
 * Asks a signed-in member to accept the current terms (DECISIONS 48): members who signed up
 * from an old app, and everyone after a new TERMS_VERSION. Shown at the top of every page until
 * accepted; it does not block reading the terms it links to.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ScrollText } from 'lucide-react';
import { TERMS_VERSION } from '@contract/terms';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocalizedPath, useT } from '@/i18n/language-context';
import { apiErrorText } from '@/lib/api-messages';
import { notify } from '@/lib/notify';
import { reject } from '@/features/auth/auth-failure';
import { userUpdated } from '@/features/auth/auth-slice';
import { acceptTerms } from './api';
import { legalMessages } from './messages';

// Tall enough to tap on a phone (44 px), like every other target.
const linkClass = 'inline-flex min-h-11 items-center font-semibold underline underline-offset-4';

export function ConsentBanner() {
  const t = useT(legalMessages);
  const to = useLocalizedPath();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.auth.user);
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  const accept = async () => {
    setBusy(true);
    try {
      await acceptTerms();
      dispatch(userUpdated({ ...user, termsVersion: TERMS_VERSION }));
      notify.success(t('consentSaved'));
    } catch (error) {
      notify.error(apiErrorText(reject(error, t('consentFailed')), t('consentFailed')));
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="consent-title"
      className="border-b border-sand-300 bg-sand-100 text-sand-950 dark:border-sand-700 dark:bg-sand-900 dark:text-sand-50"
    >
      <div className="mx-auto flex max-w-content flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:px-6">
        <ScrollText aria-hidden="true" className="hidden size-6 shrink-0 sm:block" />
        <div className="min-w-0 flex-1 text-sm">
          <h2 id="consent-title" className="font-bold">
            {t('consentTitle')}
          </h2>
          <p className="mt-0.5">
            {t('consentText')}{' '}
            <Link to={to(paths.terms.path)} className={linkClass}>
              {t('consentTerms')}
            </Link>
            {' · '}
            <Link to={to(paths.privacy.path)} className={linkClass}>
              {t('consentPrivacy')}
            </Link>
          </p>
        </div>
        <Button disabled={busy} onClick={() => void accept()}>
          {t('consentAccept')}
        </Button>
      </div>
    </section>
  );
}

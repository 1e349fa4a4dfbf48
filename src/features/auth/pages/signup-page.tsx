import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { useLocalizedPath, useT } from '@/i18n/language-context';
import { useHydrated } from '@/lib/use-hydrated';
import { AuthLayout } from '../components/auth-layout';
import { SignupForm } from '../signup/signup-form';
import { authLinkClass } from '../components/auth-links';
import { authMessages } from '../messages';

export default function SignupPage() {
  const t = useT(authMessages);
  const localized = useLocalizedPath();
  usePageTitle(t('signupTitle'), t('pageDescription'));
  const [params] = useSearchParams();
  // Spec section 2: ?ref= pre-fills the sponsor code. Not while hydrating: the prerendered
  // page was built without a query, and the sponsor look-up beneath the field would differ
  // from it (React error #418, issue 27).
  const hydrated = useHydrated();
  const ref = hydrated ? (params.get('ref')?.trim() ?? '') : '';
  return (
    <AuthLayout
      wide
      title={t('signupTitle')}
      intro={t('signupIntro')}
      footer={
        <>
          {t('alreadyMember')}{' '}
          <Link to={localized(paths.login.path)} className={authLinkClass}>
            {t('loginLink')}
          </Link>
        </>
      }
    >
      <SignupForm initialSponsor={ref} />
    </AuthLayout>
  );
}

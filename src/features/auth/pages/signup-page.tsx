import { Link, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { AuthLayout } from '../components/auth-layout';
import { SignupForm } from '../signup/signup-form';
import { authLinkClass } from '../components/auth-links';

export default function SignupPage() {
  usePageTitle('Create your account');
  const [params] = useSearchParams();
  // Spec section 2: ?ref= pre-fills the sponsor code.
  const ref = params.get('ref')?.trim() ?? '';
  return (
    <AuthLayout
      wide
      title="Create your account"
      intro="Join Rihla in a few minutes. Registration is free."
      footer={
        <>
          Already a member?{' '}
          <Link to={paths.login.path} className={authLinkClass}>
            Log in
          </Link>
        </>
      }
    >
      <SignupForm initialSponsor={ref} />
    </AuthLayout>
  );
}

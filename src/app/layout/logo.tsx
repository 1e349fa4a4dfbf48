import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { company } from '@/content/company';
import { LogoMark } from '@/components/ui/logo-mark';

export { LogoMark };

/** The home link with mark and name. */
export function Logo({ tone = 'default' }: { tone?: 'default' | 'inverse' }) {
  return (
    <Link
      to={paths.home.path}
      className={`inline-flex min-h-11 items-center gap-2.5 rounded-lg text-xl font-extrabold tracking-tight ${
        tone === 'inverse' ? 'text-white' : 'text-brand-800 dark:text-brand-100'
      }`}
    >
      <LogoMark />
      <span>
        {company.name}
        <span className="sr-only"> home</span>
      </span>
    </Link>
  );
}

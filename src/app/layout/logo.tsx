import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { contentMessages } from '@/content/messages';
import { LogoMark } from '@/components/ui/logo-mark';
import { useLocalizedPath, useT } from '@/i18n/language-context';
import { layoutMessages } from './messages';

export { LogoMark };

/** The home link with mark and name. */
export function Logo({ tone = 'default' }: { tone?: 'default' | 'inverse' }) {
  const t = useT(layoutMessages);
  const content = useT(contentMessages);
  const to = useLocalizedPath();
  return (
    <Link
      to={to(paths.home.path)}
      className={`inline-flex min-h-11 items-center gap-2.5 rounded-lg text-xl font-extrabold tracking-tight ${
        tone === 'inverse' ? 'text-white' : 'text-brand-800 dark:text-brand-100'
      }`}
    >
      <LogoMark />
      <span>
        {content('companyName')}
        <span className="sr-only"> {t('homeLinkSuffix')}</span>
      </span>
    </Link>
  );
}

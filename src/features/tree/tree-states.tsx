import type { ReactNode } from 'react';
import { LockKeyhole, TriangleAlert, UsersRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass, Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLocalizedPath, useT } from '@/i18n/language-context';
import { treeMessages } from './messages';

function StateCard({
  icon,
  title,
  role,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  role?: 'alert' | 'status';
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div
      role={role}
      className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-card border border-line bg-surface-raised px-6 py-10 text-center shadow-card"
    >
      {icon}
      <h2 className="text-lg font-bold">{title}</h2>
      {children && <div className="text-sm text-ink-muted">{children}</div>}
      <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}

/** Login has an Arabic twin (/ar/login): the link follows the reader's language. */
function LoginLink() {
  const t = useT(treeMessages);
  const localized = useLocalizedPath();
  return (
    <Link to={localized(paths.login.path)} className={buttonClass('primary')}>
      {t('goToLogin')}
    </Link>
  );
}
const iconClass = 'size-10 text-brand-600 dark:text-brand-400';

/** Reached with a stored user that has no id (DECISIONS 7). */
export function AuthRequired() {
  const t = useT(treeMessages);
  return (
    <StateCard
      icon={<LockKeyhole aria-hidden="true" className={iconClass} />}
      title={t('authRequired')}
      actions={<LoginLink />}
    >
      {t('pleaseLogIn')}
    </StateCard>
  );
}

/** The tree call answered 401, or the session fails the checks of spec section 4. */
export function SessionExpired() {
  const t = useT(treeMessages);
  return (
    <StateCard
      role="alert"
      icon={<LockKeyhole aria-hidden="true" className={iconClass} />}
      title={t('sessionExpired')}
      actions={<LoginLink />}
    />
  );
}

export function TreeError({
  message,
  onRetry,
  onMainTree,
}: {
  message: string;
  onRetry: () => void;
  onMainTree: () => void;
}) {
  const t = useT(treeMessages);
  return (
    <StateCard
      role="alert"
      icon={<TriangleAlert aria-hidden="true" className="size-10 text-danger" />}
      title={t('treeFailed')}
      actions={
        <>
          <Button onClick={onRetry}>{t('tryAgain')}</Button>
          <Button variant="secondary" onClick={onMainTree}>
            {t('backToMainTree')}
          </Button>
        </>
      }
    >
      {message !== 'Failed to load user tree' && message !== t('treeFailed') && message}
    </StateCard>
  );
}

export function TreeEmpty({ onRefresh }: { onRefresh: () => void }) {
  const t = useT(treeMessages);
  return (
    <StateCard
      role="status"
      icon={<UsersRound aria-hidden="true" className={iconClass} />}
      title={t('noTeam')}
      actions={
        <Button variant="secondary" onClick={onRefresh}>
          {t('refresh')}
        </Button>
      }
    >
      {t('shareLink')}
    </StateCard>
  );
}

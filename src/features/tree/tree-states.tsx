import type { ReactNode } from 'react';
import { LockKeyhole, TriangleAlert, UsersRound } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClass, Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

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

const loginLink = (
  <Link to={paths.login.path} className={buttonClass('primary')}>
    Go to Login
  </Link>
);
const iconClass = 'size-10 text-brand-600 dark:text-brand-400';

/** Reached with a stored user that has no id (DECISIONS 7). */
export function AuthRequired() {
  return (
    <StateCard
      icon={<LockKeyhole aria-hidden="true" className={iconClass} />}
      title="Authentication Required"
      actions={loginLink}
    >
      Please log in to see your team.
    </StateCard>
  );
}

/** The tree call answered 401, or the session fails the checks of spec section 4. */
export function SessionExpired() {
  return (
    <StateCard
      role="alert"
      icon={<LockKeyhole aria-hidden="true" className={iconClass} />}
      title="Your session has expired. Please log in again."
      actions={loginLink}
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
  return (
    <StateCard
      role="alert"
      icon={<TriangleAlert aria-hidden="true" className="size-10 text-danger" />}
      title="Failed to load user tree"
      actions={
        <>
          <Button onClick={onRetry}>Try Again</Button>
          <Button variant="secondary" onClick={onMainTree}>
            Back to Main Tree
          </Button>
        </>
      }
    >
      {message !== 'Failed to load user tree' && message}
    </StateCard>
  );
}

export function TreeEmpty({ onRefresh }: { onRefresh: () => void }) {
  return (
    <StateCard
      role="status"
      icon={<UsersRound aria-hidden="true" className={iconClass} />}
      title="No team members yet"
      actions={
        <Button variant="secondary" onClick={onRefresh}>
          Refresh
        </Button>
      }
    >
      Share your referral link: members who sign up with it appear here.
    </StateCard>
  );
}

import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CalendarDays, ChevronRight, Network, Wallet } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { WALLET_PAGE } from '@/content/page-names';
import { displayName, formatDate } from '@/lib/format';
import { notify } from '@/lib/notify';
import { checkCurrentUser, isUnauthorized } from '@/features/auth/auth-slice';
import { ProfileAvatar } from './profile-avatar';
import { profileBadge } from './profile-badge';

// The editing section brings the HTTP client and the validation rules (about 45 KB gzip); it
// sits below the card and the tiles, so they show without waiting for it.
const ProfileEditSection = lazy(() =>
  import('./profile-edit-section').then((m) => ({ default: m.ProfileEditSection })),
);

const TILES = [
  {
    to: paths.mlm.path,
    title: WALLET_PAGE.name,
    text: 'Balance, earnings and bonuses',
    icon: Wallet,
  },
  {
    to: paths.tree.path,
    title: 'My Team',
    text: 'Your referral tree, level by level',
    icon: Network,
  },
] as const;

/** Spec section 2: photo, name, joining date, badge, and the two tiles. */
export default function ProfilePage() {
  usePageTitle('Profile');
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.auth.user);

  // Fresh data on every visit; a 401 ends the session (spec section 4) and the guard redirects.
  useEffect(() => {
    void dispatch(checkCurrentUser()).then((result) => {
      if (checkCurrentUser.rejected.match(result) && !isUnauthorized(result.payload))
        notify.error(result.payload?.message ?? 'Failed to get user data');
    });
  }, [dispatch]);

  if (!user) return null;
  const name = displayName(user);
  const joined = user.createdAt || user.joinedAt || user.joinedDate;

  return (
    <main id="main" className="mx-auto max-w-content px-4 sm:px-6 py-8 sm:py-12">
      <PageHeader title="My Profile" />
      <Card className="overflow-hidden p-0! sm:p-0!">
        <div
          aria-hidden="true"
          className="h-20 bg-linear-to-br from-brand-900 via-brand-700 to-brand-500 sm:h-24"
        />
        <div className="flex flex-col items-center gap-4 px-5 pb-6 text-center sm:flex-row sm:items-end sm:gap-6 sm:px-8 sm:text-start">
          <div className="-mt-12 sm:-mt-14">
            <ProfileAvatar selfieImage={user.selfieImage} name={name} />
          </div>
          <div className="min-w-0 flex-1 sm:pb-1">
            <h2 className="truncate text-xl font-bold">{name}</h2>
            {user.username && name !== user.username && (
              <p className="text-sm text-ink-muted">@{user.username}</p>
            )}
            <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-ink-muted">
              <CalendarDays aria-hidden="true" className="size-4" />
              <span>
                Joined <time dateTime={joined}>{formatDate(joined)}</time>
              </span>
            </p>
          </div>
          <div className="sm:pb-2">
            <Badge tone="accent">{profileBadge(user)}</Badge>
          </div>
        </div>
      </Card>

      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {TILES.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex items-center gap-4 rounded-card border border-line bg-surface-raised p-5 shadow-card transition-colors duration-quick hover:border-brand-300 dark:hover:border-brand-700"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-ink-muted">{text}</span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="size-5 text-ink-muted transition-transform duration-quick group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>

      <Suspense fallback={null}>
        <ProfileEditSection user={user} />
      </Suspense>
    </main>
  );
}

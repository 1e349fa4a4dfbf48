import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CalendarDays, ChevronRight, IdCard, Network, Wallet } from 'lucide-react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { usePageTitle } from '@/components/ui/use-page-title';
import { paths } from '@/config/paths';
import { translate } from '@/i18n/catalogue';
import { useT } from '@/i18n/language-context';
import { withActiveLanguage } from '@/i18n/with-language';
import { displayName, formatDate } from '@/lib/format';
import { apiErrorText } from '@/lib/api-messages';
import { notify } from '@/lib/notify';
import { checkCurrentUser, isUnauthorized } from '@/features/auth/auth-slice';
import { profileMessages } from './messages';
import { ProfileAvatar } from './profile-avatar';
import { profileBadge } from './profile-badge';

// The editing section brings the HTTP client and the validation rules (about 45 KB gzip); it
// sits below the card and the tiles, so they show without waiting for it. Its words come with
// it: the active language's catalogues load before it renders.
const ProfileEditSection = lazy(() =>
  withActiveLanguage(import('./profile-edit-section')).then((m) => ({
    default: m.ProfileEditSection,
  })),
);

// Sharing the referral link (issue 31) needs the HTTP client too, so it comes the same way.
const ProfileShareCard = lazy(() =>
  withActiveLanguage(import('./share-card')).then((m) => ({ default: m.ProfileShareCard })),
);

// Password, devices, data and closing (issue 28): their own chunk, like the editing section.
const AccountSections = lazy(() =>
  withActiveLanguage(import('./account-sections')).then((m) => ({ default: m.AccountSections })),
);

const TILES = [
  {
    to: paths.mlm.path,
    title: 'walletTile',
    text: 'walletTileText',
    icon: Wallet,
  },
  {
    to: paths.tree.path,
    title: 'teamTile',
    text: 'teamTileText',
    icon: Network,
  },
  // DECISIONS 48: where the member verifies their identity and follows the decision.
  {
    to: paths.kyc.path,
    title: 'kycTile',
    text: 'kycTileText',
    icon: IdCard,
  },
] as const;

// Marks where the date goes in the sentence, so the date can be its own <time> element.
const DATE_MARK = '\uE000';

/** "Joined 14 Mar 2026", with the date as a <time>; the sentence's order is the language's. */
function Joined({ iso }: { iso: string }) {
  const t = useT(profileMessages);
  const [before = '', after = ''] = t('joined', { date: DATE_MARK }).split(DATE_MARK);
  return (
    <span>
      {before}
      <time dateTime={iso}>{formatDate(iso)}</time>
      {after}
    </span>
  );
}

/** Spec section 2: photo, name, joining date, badge, and the two tiles. */
export default function ProfilePage() {
  const t = useT(profileMessages);
  usePageTitle(t('pageTitle'));
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.auth.user);

  // Fresh data on every visit; a 401 ends the session (spec section 4) and the guard redirects.
  useEffect(() => {
    void dispatch(checkCurrentUser()).then((result) => {
      if (checkCurrentUser.rejected.match(result) && !isUnauthorized(result.payload))
        notify.error(
          result.payload
            ? apiErrorText(result.payload, translate(profileMessages, 'loadFailed'))
            : translate(profileMessages, 'loadFailed'),
        );
    });
  }, [dispatch]);

  if (!user) return null;
  const name = displayName(user);
  const joined = user.createdAt || user.joinedAt || user.joinedDate;

  return (
    <main id="main" className="mx-auto max-w-content px-4 sm:px-6 py-8 sm:py-12">
      <PageHeader title={t('heading')} />
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
              <p className="text-sm text-ink-muted">
                <bdi>@{user.username}</bdi>
              </p>
            )}
            <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-ink-muted">
              <CalendarDays aria-hidden="true" className="size-4" />
              <Joined iso={joined} />
            </p>
          </div>
          <div className="sm:pb-2">
            <Badge tone="accent">{profileBadge(user)}</Badge>
          </div>
        </div>
      </Card>

      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
                <span className="block font-semibold">{t(title)}</span>
                <span className="block text-sm text-ink-muted">
                  {t(text, { status: user.kycStatus ?? 'not_submitted' })}
                </span>
              </span>
              <ChevronRight
                aria-hidden="true"
                className="size-5 text-ink-muted transition-transform duration-quick group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        <ProfileShareCard />
      </Suspense>

      <Suspense fallback={null}>
        <ProfileEditSection user={user} />
      </Suspense>
      <Suspense fallback={null}>
        <AccountSections />
      </Suspense>
    </main>
  );
}

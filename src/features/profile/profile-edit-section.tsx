import type { User } from '@contract/user';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/language-context';
import { profileMessages } from './messages';
import { PhotoPicker } from './photo-picker';
import { ProfileForm } from './profile-form';

/** What the member sees but does not change here (DECISIONS 37). */
function AccountDetails({ user }: { user: User }) {
  const t = useT(profileMessages);
  // Usernames, e-mails, phone numbers and sponsor codes read left to right in Arabic too.
  const rows = [
    [t('username'), user.username, 'ltr'],
    [t('email'), user.email, 'ltr'],
    [t('phone'), user.phoneNumber, 'ltr'],
    [t('sponsor'), user.sponsorBy || t('noSponsor'), user.sponsorBy ? 'ltr' : 'auto'],
  ] as const;
  return (
    <div className="mt-8 border-t border-line pt-6">
      <h3 className="font-semibold">{t('accountTitle')}</h3>
      <p className="mt-1 text-sm text-ink-muted">{t('accountNote')}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value, dir]) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="truncate text-start font-medium">
              <bdi dir={dir}>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The member's own profile, editable: photo, names and gender, then the fixed details. */
export function ProfileEditSection({ user }: { user: User }) {
  const t = useT(profileMessages);
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-1">
        <section aria-labelledby="profile-photo-title">
          <h2 id="profile-photo-title" className="mb-4 text-lg font-bold">
            {t('photoTitle')}
          </h2>
          <PhotoPicker />
        </section>
      </Card>
      <Card className="lg:col-span-2">
        <section aria-labelledby="profile-edit-title">
          <h2 id="profile-edit-title" className="text-lg font-bold">
            {t('editTitle')}
          </h2>
          <p className="mb-5 mt-1 text-sm text-ink-muted">{t('editIntro')}</p>
          <ProfileForm user={user} />
          <AccountDetails user={user} />
        </section>
      </Card>
    </div>
  );
}

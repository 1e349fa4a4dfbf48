import { SharePanel } from '@/components/share/share-panel';
import { useAppSelector } from '@/app/hooks';
import { authApi } from '@/features/auth/api';
import { useApiQuery } from '@/lib/use-api-query';

const fetchLink = () => authApi.referralLink().then((r) => r.referralLink);

/** The profile's way to invite people (issue 31); what the link brought is on the team page. */
export function ProfileShareCard() {
  const user = useAppSelector((s) => s.auth.user);
  const key = user?.id ?? null;
  // A failure leaves the card out: the team page offers the same link and says what went wrong.
  const link = useApiQuery(key && `link:${key}`, fetchLink, '');
  if (!link.data || !user) return null;
  return (
    <div className="mt-6">
      <SharePanel link={link.data} name={user.firstName || user.username} />
    </div>
  );
}

import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { usePageTitle } from '@/components/ui/use-page-title';
import { useT } from '@/i18n/language-context';
import { rewardsMessages } from './messages';

/** The frame of a reward screen: title with Back, then the screen's sections. */
export function RewardPage({
  title,
  subtitle,
  userId,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  /** Without a stored user id nothing is fetched and the screen says so (spec section 5). */
  userId: string | null;
  children: ReactNode;
}) {
  const t = useT(rewardsMessages);
  usePageTitle(title);
  return (
    <main id="main" className="mx-auto max-w-content px-4 sm:px-6 py-8 sm:py-10">
      <PageHeader title={title} subtitle={subtitle} back />
      {userId === null ? (
        <StatusMessage kind="error">{t('userNotAuthenticated')}</StatusMessage>
      ) : (
        <div className="flex flex-col gap-6">{children}</div>
      )}
    </main>
  );
}

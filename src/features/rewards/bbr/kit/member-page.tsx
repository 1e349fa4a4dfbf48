import type { ReactNode } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { usePageTitle } from '@/components/ui/use-page-title';
import { USER_NOT_AUTHENTICATED } from '../../shared/use-current-user-id';

/**
 * The frame of a reward screen: title with Back, then the sections. Without a stored user id
 * nothing is loaded and the page says so (spec section 5).
 */
export function RewardScreen({
  title,
  subtitle,
  userId,
  children,
}: {
  title: string;
  subtitle: string;
  userId: string | null;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <main id="main" className="mx-auto max-w-content px-4 py-8 sm:py-10">
      <PageHeader title={title} subtitle={subtitle} back />
      {userId === null ? (
        <StatusMessage kind="error">{USER_NOT_AUTHENTICATED}</StatusMessage>
      ) : (
        <div className="space-y-6">{children}</div>
      )}
    </main>
  );
}

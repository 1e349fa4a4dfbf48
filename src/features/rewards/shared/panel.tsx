import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StatusMessage } from '@/components/ui/status-message';
import { useT } from '@/i18n/language-context';
import { rewardsMessages } from './messages';

/** A titled section of a reward screen. */
export function Panel({
  title,
  actions,
  children,
  className = '',
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={className}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{title}</h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}

/** The states of one section (spec section 4): loading, then the error, the empty message or the content. */
export function SectionState({
  loading,
  error,
  empty,
  loadingText,
  emptyText,
  onRetry,
  children,
}: {
  loading: boolean;
  error: string | null;
  empty?: boolean;
  loadingText: string;
  emptyText?: string;
  onRetry?: () => void;
  children: ReactNode;
}) {
  const t = useT(rewardsMessages);
  if (loading) return <StatusMessage kind="loading">{loadingText}</StatusMessage>;
  if (error)
    return (
      <StatusMessage
        kind="error"
        action={
          onRetry && (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {t('tryAgain')}
            </Button>
          )
        }
      >
        {error}
      </StatusMessage>
    );
  if (empty && emptyText) return <StatusMessage kind="empty">{emptyText}</StatusMessage>;
  return <>{children}</>;
}

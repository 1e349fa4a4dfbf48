import { CheckCircle2, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/language-context';
import { bbrMessages } from './messages';

const STATUS = { locked: 'statusLocked', achieved: 'statusAchieved' } as const;

/** Spec 2: status Locked is red, any other status green; an icon and the word carry it too. */
export function BbrStatusBadge({ status }: { status: string }) {
  const t = useT(bbrMessages);
  const key = status.toLowerCase();
  const locked = key === 'locked';
  // The statuses we know are worded per language; anything else as the server sent it.
  const label = key in STATUS ? t(STATUS[key as keyof typeof STATUS]) : status;
  return (
    <Badge tone={locked ? 'danger' : 'success'}>
      {locked ? (
        <Lock aria-hidden="true" className="size-3.5" />
      ) : (
        <CheckCircle2 aria-hidden="true" className="size-3.5" />
      )}
      {label}
    </Badge>
  );
}

import { CheckCircle2, Lock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Spec 2: status Locked is red, any other status green; an icon and the word carry it too. */
export function BbrStatusBadge({ status }: { status: string }) {
  const locked = status.toLowerCase() === 'locked';
  return (
    <Badge tone={locked ? 'danger' : 'success'}>
      {locked ? (
        <Lock aria-hidden="true" className="size-3.5" />
      ) : (
        <CheckCircle2 aria-hidden="true" className="size-3.5" />
      )}
      {status}
    </Badge>
  );
}

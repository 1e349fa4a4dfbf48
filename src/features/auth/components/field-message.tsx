import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { errorId, hintId } from './field-styles';

/** The error under a field; its id is what the input's aria-describedby points at. */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className="mt-1.5 flex items-start gap-1.5 text-sm text-danger">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{error}</span>
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={hintId(id)} className="mt-1.5 text-sm text-ink-muted">
      {children}
    </p>
  );
}

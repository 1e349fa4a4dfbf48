import { CircleAlert } from 'lucide-react';

/** The form-level message (server errors that belong to no single field). */
export function FormAlert({ message }: { message: string | null }) {
  // The live region stays mounted so the message is announced when it appears.
  return (
    <div role="alert" aria-atomic="true">
      {message && (
        <div className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-3.5 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </div>
      )}
    </div>
  );
}

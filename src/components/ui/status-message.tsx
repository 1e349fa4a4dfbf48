import type { ReactNode } from 'react';

/**
 * The loading / empty / error states of a screen section (spec section 4). Loading and empty are
 * polite status messages; errors are alerts.
 */
export function StatusMessage({
  kind,
  children,
  action,
}: {
  kind: 'loading' | 'empty' | 'error';
  children: ReactNode;
  action?: ReactNode;
}) {
  const tone = kind === 'error' ? 'text-danger' : 'text-ink-muted';
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`flex flex-col items-center justify-center gap-3 rounded-card px-4 py-8 text-center text-sm ${tone}`}
    >
      {kind === 'loading' && (
        <span
          aria-hidden="true"
          className="size-6 animate-spin rounded-full border-2 border-line border-t-brand-600 motion-reduce:animate-none"
        />
      )}
      <p>{children}</p>
      {action}
    </div>
  );
}

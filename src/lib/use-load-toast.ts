import { useEffect } from 'react';
import { notify } from '@/lib/notify';

/**
 * The loading and failure toasts of one call (spec section 8): a grey loading toast while it
 * runs, replaced by the error toast (same id) when it fails, dismissed when it succeeds.
 */
export function useLoadToast(
  id: string,
  { loading, error }: { loading: boolean; error: string | null },
  /** null: no loading toast (the section's own status shows it), only the failure toast. */
  loadingText: string | null,
): void {
  useEffect(() => {
    if (loading) {
      if (loadingText) notify.loading(loadingText, id);
    } else if (error) notify.error(error, id);
    else notify.dismiss(id);
  }, [id, loading, error, loadingText]);

  // A loading toast must not outlive the screen that started it.
  useEffect(
    () => () => {
      notify.dismiss(id);
    },
    [id],
  );
}

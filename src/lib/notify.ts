/**
 * Toasts of spec section 9: success 3 s, error 4 s, loading with default text 'Loading...',
 * default 4 s; colours and position are set once on the <Toaster> (src/components/ui/toaster.tsx).
 * Passing an id replaces a loading toast with its outcome.
 */
import toast from 'react-hot-toast';

export const TOAST_DURATIONS = { success: 3000, error: 4000, default: 4000 } as const;

export const notify = {
  success: (message: string, id?: string) =>
    toast.success(message, { id, duration: TOAST_DURATIONS.success }),
  error: (message: string, id?: string) =>
    toast.error(message, { id, duration: TOAST_DURATIONS.error }),
  loading: (message = 'Loading...', id?: string) => toast.loading(message, { id }),
  message: (message: string) => toast(message, { duration: TOAST_DURATIONS.default }),
  dismiss: (id?: string) => {
    toast.dismiss(id);
  },
};

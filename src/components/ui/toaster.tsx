import { Toaster as HotToaster } from 'react-hot-toast';
import { TOAST_DURATIONS } from '@/lib/notify';

/**
 * Below the sticky navbar (its height and border), so a toast never covers its buttons (issue 14).
 */
const TOASTER_TOP = 'calc(var(--navbar-height) + 1px + 0.75rem)';

/**
 * Top-right (top-left in Arabic, the end side); success green and error red with white text;
 * loading grey (spec section 9). react-hot-toast places a "right" toast with `justify-content:
 * flex-end`, which follows the page's direction: under <html dir="rtl"> that end is the left,
 * so the one position serves both languages ("left" would put Arabic toasts on the right).
 */
export function Toaster() {
  return (
    <HotToaster
      position="top-right"
      containerStyle={{ top: TOASTER_TOP }}
      toastOptions={{
        duration: TOAST_DURATIONS.default,
        style: { borderRadius: '0.75rem', fontSize: '0.875rem', maxWidth: '22rem' },
        success: {
          duration: TOAST_DURATIONS.success,
          style: { background: '#15803d', color: '#ffffff' },
          iconTheme: { primary: '#ffffff', secondary: '#15803d' },
        },
        error: {
          duration: TOAST_DURATIONS.error,
          style: { background: '#b91c1c', color: '#ffffff' },
          iconTheme: { primary: '#ffffff', secondary: '#b91c1c' },
        },
        loading: { style: { background: '#475569', color: '#ffffff' } },
      }}
    />
  );
}

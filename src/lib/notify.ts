/**
 * Toasts of spec section 9: success 3 s, error 4 s, loading with default text 'Loading...',
 * default 4 s; colours and position are set once on the <Toaster> (src/components/ui/toaster.tsx).
 * Passing an id replaces a loading toast with its outcome.
 *
 * react-hot-toast loads with the first toast, not with the first page (home-route budget):
 * calls made before it arrives run in order once it has, and `notify.loading` hands out its
 * id at once so the outcome can replace it.
 */
type ToastApi = (typeof import('react-hot-toast'))['default'];

export const TOAST_DURATIONS = { success: 3000, error: 4000, default: 4000 } as const;

let api: ToastApi | null = null;
let loading: Promise<ToastApi> | null = null;
const listeners = new Set<() => void>();

/** Loads react-hot-toast (once); the lazy toaster mounts when this starts. */
export function loadToasts(): Promise<ToastApi> {
  if (!loading) {
    loading = import('react-hot-toast').then(({ default: toast }) => {
      api = toast;
      return toast;
    });
    for (const listener of listeners) listener();
  }
  return loading;
}

/** Whether a toast has been asked for (the toaster renders from then on). */
export const toastsRequested = () => loading !== null;
export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function run(show: (toast: ToastApi) => void): void {
  if (api) show(api);
  else void loadToasts().then(show);
}

let lastId = 0;
const newId = () => `notify-${String((lastId += 1))}`;

export const notify = {
  success: (message: string, id?: string) => {
    run((toast) => toast.success(message, { id, duration: TOAST_DURATIONS.success }));
  },
  error: (message: string, id?: string) => {
    run((toast) => toast.error(message, { id, duration: TOAST_DURATIONS.error }));
  },
  /** Returns the toast's id, to replace it with the outcome. */
  loading: (message = 'Loading...', id: string = newId()): string => {
    run((toast) => toast.loading(message, { id }));
    return id;
  },
  message: (message: string) => {
    run((toast) => toast(message, { duration: TOAST_DURATIONS.default }));
  },
  dismiss: (id?: string) => {
    // Nothing was ever shown before the library is asked for.
    if (loading) run((toast) => toast.dismiss(id));
  },
};

import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { loadToasts, notify } from '@/lib/notify';
import { Toaster } from './toaster';

/** The styled box around a toast's message: it has no role, so it is reached from the message. */
const boxOf = (text: string) =>
  // eslint-disable-next-line testing-library/no-node-access -- the colours live on the role-less box
  screen.getByText(text).closest('[role="status"]')?.parentElement;

/** Time passes in steps, so the removal timer scheduled after a dismissal runs too. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}
/** A dismissed toast leaves after its 1 s exit. */
const afterExit = () => {
  advance(1100);
};

// notify loads react-hot-toast with the first toast; here it is in from the start, so each call
// shows its toast at once under the fake clock.
beforeAll(async () => {
  await loadToasts();
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  act(() => {
    toast.remove();
  });
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('toasts (spec section 9)', () => {
  it('sits top-right', () => {
    render(<Toaster />);
    act(() => {
      notify.success('Login successful!');
    });
    // eslint-disable-next-line testing-library/no-node-access -- position is set on the box's holder
    const wrapper = boxOf('Login successful!')?.parentElement;
    expect(wrapper?.style.top).toBe('0px');
    expect(wrapper?.style.justifyContent).toBe('flex-end');
  });

  it('sits at the end side in Arabic too: flex-end, which a right-to-left page puts on the left', () => {
    document.documentElement.dir = 'rtl';
    try {
      render(<Toaster />);
      act(() => {
        notify.error('بيانات تسجيل الدخول غير صحيحة.');
      });
      // eslint-disable-next-line testing-library/no-node-access -- position is set on the box's holder
      const wrapper = boxOf('بيانات تسجيل الدخول غير صحيحة.')?.parentElement;
      // Not "left" (no justify-content): under dir="rtl" that start side is the right.
      expect(wrapper?.style.justifyContent).toBe('flex-end');
    } finally {
      document.documentElement.dir = '';
    }
  });

  it('keeps its toasts below the navbar, whose buttons they would otherwise cover', () => {
    render(<Toaster />);
    act(() => {
      notify.success('Login successful!');
    });
    // eslint-disable-next-line testing-library/no-node-access -- the offset is on the container
    const container = boxOf('Login successful!')?.parentElement?.parentElement;
    expect(container?.style.top).toBe('calc(var(--navbar-height) + 1px + 0.75rem)');
  });

  it('shows success in green with white text for 3 seconds', () => {
    render(<Toaster />);
    act(() => {
      notify.success('Login successful!');
    });
    expect(boxOf('Login successful!')).toHaveStyle({
      background: '#15803d',
      color: '#ffffff',
    });
    advance(2900);
    afterExit();
    expect(screen.getByText('Login successful!')).toBeInTheDocument();
    advance(200);
    afterExit();
    expect(screen.queryByText('Login successful!')).not.toBeInTheDocument();
  });

  it('shows errors in red with white text for 4 seconds', () => {
    render(<Toaster />);
    act(() => {
      notify.error('Login failed');
    });
    expect(boxOf('Login failed')).toHaveStyle({ background: '#b91c1c', color: '#ffffff' });
    advance(3900);
    afterExit();
    expect(screen.getByText('Login failed')).toBeInTheDocument();
    advance(200);
    afterExit();
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
  });

  it("shows loading in grey with the default text 'Loading...', replaced by the outcome", () => {
    render(<Toaster />);
    let id = '';
    act(() => {
      id = notify.loading();
    });
    expect(boxOf('Loading...')).toHaveStyle({ background: '#475569' });
    advance(3000);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    act(() => {
      notify.success('Logged out successfully', id);
    });
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByText('Logged out successfully')).toBeInTheDocument();
  });

  it('passes the durations of the spec: success 3 s, error 4 s, default 4 s', () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    notify.success('a');
    notify.error('b');
    expect(success).toHaveBeenCalledWith('a', expect.objectContaining({ duration: 3000 }));
    expect(error).toHaveBeenCalledWith('b', expect.objectContaining({ duration: 4000 }));
    render(<Toaster />);
    act(() => {
      notify.message('Plain note');
    });
    advance(3900);
    afterExit();
    expect(screen.getByText('Plain note')).toBeInTheDocument();
    advance(200);
    afterExit();
    expect(screen.queryByText('Plain note')).not.toBeInTheDocument();
  });
});

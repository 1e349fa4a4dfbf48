import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gate, renderPage, server, setupMsw } from '../test/harness';
import ResetPasswordPage from './reset-password-page';

setupMsw();

const RESET = '/api/user/reset-password';
const open = (state?: unknown) =>
  renderPage({
    path: '/reset-password',
    state,
    pages: { '/reset-password': <ResetPasswordPage /> },
  });
type User = ReturnType<typeof open>['user'];

function answer(
  reply: () => Response | Promise<Response> = () =>
    HttpResponse.json({ success: true, message: 'Password reset successful' }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(RESET, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

async function fill(user: User, otp = '123456', password = 'NewPass12', confirm = password) {
  if (otp) await user.type(screen.getByLabelText('Reset code (OTP)'), otp);
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('ResetPasswordPage', () => {
  it("shows 'OTP is required' and 'Password is required' and focuses the code", async () => {
    const { user } = open({ userId: 'rh_1', email: 'a@b.co' });
    await fill(user, '', '', '');
    const otp = screen.getByLabelText('Reset code (OTP)');
    expect(otp).toHaveAccessibleDescription('OTP is required');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Password is required') as string,
    );
    expect(otp).toHaveFocus();
  });

  it("shows 'Password must be at least 8 characters' and 'Passwords do not match'", async () => {
    const { user } = open({ userId: 'rh_1', email: 'a@b.co' });
    await fill(user, '123456', 'short', 'other');
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('resets with the navigation state, clears the handle and replaces the entry with /login', async () => {
    localStorage.setItem('signup_email', 'a@b.co');
    localStorage.setItem('signupUserId', 'rh_1');
    const bodies = answer();
    const { user, router, store } = open({ userId: 'rh_1', email: 'a@b.co' });
    expect(screen.getByText('a@b.co')).toBeInTheDocument();
    await fill(user);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(bodies).toEqual([{ userId: 'rh_1', resetOtp: '123456', password: 'NewPass12' }]);
    expect(await screen.findByText('Password reset successful.')).toBeInTheDocument();
    expect(localStorage.getItem('signup_email')).toBeNull();
    expect(localStorage.getItem('signupUserId')).toBeNull();
    expect(store.getState().auth.signupEmail).toBeNull();
  });

  it('falls back to local storage without navigation state', async () => {
    localStorage.setItem('signup_email', 'stored@example.com');
    localStorage.setItem('signupUserId', 'rh_stored');
    const bodies = answer();
    const { user } = open();
    expect(screen.getByText('stored@example.com')).toBeInTheDocument();
    await fill(user);
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    expect(bodies[0]).toMatchObject({ userId: 'rh_stored' });
  });

  it("says 'Cannot reset password: User ID is missing.' without a handle and sends nothing", async () => {
    const bodies = answer();
    const { user } = open();
    await fill(user);
    expect(await screen.findAllByText('Cannot reset password: User ID is missing.')).toHaveLength(
      2,
    );
    expect(bodies).toHaveLength(0);
  });

  it("shows 'Resetting password...' then the server's message", async () => {
    const held = gate();
    answer(async () => {
      await held.pass();
      return HttpResponse.json(
        { success: false, message: 'Invalid or expired reset OTP' },
        { status: 400 },
      );
    });
    const { user, router } = open({ userId: 'rh_1', email: 'a@b.co' });
    await fill(user);
    expect(await screen.findByText('Resetting password...')).toBeInTheDocument();
    await held.arrived;
    held.open();
    expect(await screen.findAllByText('Invalid or expired reset OTP')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it("falls back to 'Failed to reset password.' and maps field errors", async () => {
    answer(() => new HttpResponse(null, { status: 500 }));
    const { user } = open({ userId: 'rh_1', email: 'a@b.co' });
    await fill(user);
    expect(await screen.findAllByText('Failed to reset password.')).toHaveLength(2);

    answer(() =>
      HttpResponse.json(
        {
          success: false,
          errors: {
            password: 'Password must contain at least one uppercase letter and one number',
          },
        },
        { status: 400 },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const password = screen.getByLabelText('New password');
    await waitFor(() => {
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('one uppercase letter and one number') as string,
      );
    });
    expect(password).toHaveFocus();
  });

  it('starts over: forgets the handle and opens /forgot-password', async () => {
    localStorage.setItem('signup_email', 'a@b.co');
    localStorage.setItem('signupUserId', 'rh_1');
    const { user, router } = open();
    await user.click(
      within(screen.getByRole('main')).getByRole('button', { name: 'Request a new one' }),
    );
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(localStorage.getItem('signup_email')).toBeNull();
  });
});

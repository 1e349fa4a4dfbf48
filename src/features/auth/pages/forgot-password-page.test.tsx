import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gate, renderPage, server, setupMsw } from '../test/harness';
import ForgotPasswordPage from './forgot-password-page';

setupMsw();

const FORGOT = '/api/user/forgot-password';
const open = () =>
  renderPage({ path: '/forgot-password', pages: { '/forgot-password': <ForgotPasswordPage /> } });

function answer(reply: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(FORGOT, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

async function submit(user: ReturnType<typeof open>['user'], email: string) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset code' }));
}

describe('ForgotPasswordPage', () => {
  it("says 'Email is required' and 'Email is invalid' and sends nothing", async () => {
    const bodies = answer(() => HttpResponse.json({}));
    const { user } = open();
    await submit(user, '');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('Email is required');
    expect(email).toHaveFocus();
    await user.type(email, 'someone@');
    expect(email).toHaveAccessibleDescription('Email is invalid');
    expect(bodies).toHaveLength(0);
  });

  it('saves the reset handle and goes to /reset-password with userId and email in state', async () => {
    const held = gate();
    const bodies = answer(async () => {
      await held.pass();
      return HttpResponse.json({
        success: true,
        message: 'If that e-mail is registered, a code is on its way',
        userId: 'rh_123',
      });
    });
    const { user, router, store } = open();
    await submit(user, ' layla@example.com ');
    expect(await screen.findByText('Sending password reset OTP...')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    await held.arrived;
    held.open();
    expect(await screen.findByText('Reset OTP sent to email.')).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/reset-password');
    });
    expect(bodies).toEqual([{ email: 'layla@example.com' }]);
    expect(router.state.location.state).toEqual({ userId: 'rh_123', email: 'layla@example.com' });
    expect(localStorage.getItem('signup_email')).toBe('layla@example.com');
    expect(localStorage.getItem('signupUserId')).toBe('rh_123');
    expect(store.getState().auth.signupEmail).toBe('layla@example.com');
  });

  it("refuses an answer without userId: 'Failed to initiate password reset. Please try again.'", async () => {
    answer(() => HttpResponse.json({ success: true, message: 'ok' }));
    const { user, router } = open();
    await submit(user, 'layla@example.com');
    const alert = screen.getAllByRole('alert')[0]!;
    expect(
      await within(alert).findByText('Failed to initiate password reset. Please try again.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(localStorage.getItem('signupUserId')).toBeNull();
  });

  it("shows the server's message first", async () => {
    answer(() =>
      HttpResponse.json({ success: false, message: 'Too many requests' }, { status: 429 }),
    );
    const { user } = open();
    await submit(user, 'layla@example.com');
    // In the form and in the toast.
    expect(await screen.findAllByText('Too many requests')).toHaveLength(2);
  });

  it("falls back to 'Failed to send OTP. Please try again.'", async () => {
    answer(() => new HttpResponse(null, { status: 500 }));
    const { user } = open();
    await submit(user, 'layla@example.com');
    expect(await screen.findAllByText('Failed to send OTP. Please try again.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Send reset code' })).toBeEnabled();
  });
});

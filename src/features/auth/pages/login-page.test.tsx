import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gate, renderPage, sampleUser, server, setupMsw, TOKEN } from '../test/harness';
import LoginPage from './login-page';

setupMsw();

const LOGIN = '/api/user/login';
const open = () => renderPage({ path: '/login', pages: { '/login': <LoginPage /> } });

function captureLogin(answer: () => Response | Promise<Response> = ok) {
  const bodies: unknown[] = [];
  server.use(
    http.post(LOGIN, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}
function ok() {
  return HttpResponse.json({
    success: true,
    message: 'Login successful',
    token: TOKEN,
    userId: 'u1',
    user: sampleUser(),
  });
}

async function fillAndSubmit(user: ReturnType<typeof open>['user'], id: string, pw = 'Secret123') {
  await user.type(screen.getByLabelText('Email, phone number or username'), id);
  await user.type(screen.getByLabelText('Password'), pw);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it('offers Remember me checked by default and links to forgot password and signup', () => {
    open();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByLabelText('Email, phone number or username')).toHaveAttribute(
      'autocomplete',
      'username',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows both required messages, marks the fields invalid and focuses the first', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const identifier = screen.getByLabelText('Email, phone number or username');
    expect(identifier).toHaveAccessibleDescription('Email, phone number, or username is required');
    expect(identifier).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(identifier).toHaveFocus();
    // The message goes once the field is filled.
    await user.type(identifier, 'demo');
    expect(identifier).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = open();
    const input = screen.getByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it.each([
    ['Demo@Example.com', { email: 'Demo@Example.com', phoneNumber: '', username: '' }],
    ['+971 50 123 4567', { email: '', phoneNumber: '+971501234567', username: '' }],
    ['0501234567', { email: '', phoneNumber: '0501234567', username: '' }],
    ['050 123 4567', { email: '', phoneNumber: '0501234567', username: '' }],
    ['(050) 123-4567', { email: '', phoneNumber: '0501234567', username: '' }],
    ['501234567', { email: '', phoneNumber: '501234567', username: '' }],
    ['layla_h', { email: '', phoneNumber: '', username: 'layla_h' }],
  ])('sends %s in exactly one identifier field', async (typed, expected) => {
    const bodies = captureLogin();
    const { user } = open();
    await fillAndSubmit(user, typed);
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    expect(bodies[0]).toEqual({ ...expected, password: 'Secret123', rememberMe: true });
  });

  it('disables the form and reads Signing in... while the call runs', async () => {
    const held = gate();
    captureLogin(async () => {
      await held.pass();
      return ok();
    });
    const { user } = open();
    await fillAndSubmit(user, 'demo');
    const button = await screen.findByRole('button', { name: 'Signing in...' });
    expect(button).toBeDisabled();
    expect(screen.getByLabelText('Email, phone number or username')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
    expect(await screen.findByText('Logging in...')).toBeInTheDocument();
    await held.arrived;
    held.open();
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
  });

  it('stores the session for 7 days and goes to /profile on success', async () => {
    captureLogin();
    const { user, router, store } = open();
    await fillAndSubmit(user, 'demo');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe(TOKEN);
    expect(JSON.parse(localStorage.getItem('auth_user') ?? '{}')).toMatchObject({ _id: 'u1' });
    expect(localStorage.getItem('session_id')).toMatch(/^session_\d+_/);
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it('keeps the token in session storage when Remember me is unchecked', async () => {
    const bodies = captureLogin();
    const { user, router } = open();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(user, 'demo');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    expect(bodies[0]).toMatchObject({ rememberMe: false });
    expect(sessionStorage.getItem('auth_token')).toBe(TOKEN);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it("shows the server's message as a form message and in the error toast", async () => {
    captureLogin(() =>
      HttpResponse.json({ success: false, message: 'Invalid credentials' }, { status: 401 }),
    );
    const { user, router } = open();
    await fillAndSubmit(user, 'demo', 'wrong');
    const alert = await screen.findByRole('alert');
    expect(await within(alert).findByText('Invalid credentials')).toBeInTheDocument();
    // Once in the form, once in the toast.
    expect(await screen.findAllByText('Invalid credentials')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('auth_token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('shows a plain-string error body as the form message', async () => {
    captureLogin(() => new HttpResponse('Account locked', { status: 403 }));
    const { user } = open();
    await fillAndSubmit(user, 'demo');
    expect(await within(screen.getByRole('alert')).findByText('Account locked')).toBeVisible();
  });

  it('puts errors by field under their fields', async () => {
    captureLogin(() =>
      HttpResponse.json(
        { success: false, errors: { username: 'Username looks wrong', password: 'Too short' } },
        { status: 400 },
      ),
    );
    const { user } = open();
    await fillAndSubmit(user, 'demo');
    const identifier = screen.getByLabelText('Email, phone number or username');
    await waitFor(() => {
      expect(identifier).toHaveAccessibleDescription('Username looks wrong');
    });
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Too short');
    expect(identifier).toHaveFocus();
    expect(screen.getByText('Login failed')).toBeInTheDocument();
  });

  it("falls back to 'An error occurred' in the form and 'Login failed' in the toast", async () => {
    captureLogin(() => new HttpResponse(null, { status: 500 }));
    const { user } = open();
    await fillAndSubmit(user, 'demo');
    expect(await within(screen.getByRole('alert')).findByText('An error occurred')).toBeVisible();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gate, sampleUser, server, setupMsw, TOKEN } from '../test/harness';
import { answerSend, BY_USERNAME, fillValid, openSignup, SIGNUP } from './signup-test-helpers';

setupMsw();

describe('SignupPage fields', () => {
  it('offers the 8 country codes with +92 first chosen, and the three genders', () => {
    openSignup();
    const code = screen.getByLabelText('Country code');
    expect(code).toHaveValue('+92');
    expect(
      within(code)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['+1', '+44', '+92', '+91', '+971', '+61', '+81', '+86']);
    const genders = within(screen.getByLabelText('Gender')).getAllByRole('option');
    expect(genders.map((o) => o.textContent)).toEqual(['Select gender', 'Male', 'Female', 'Other']);
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('autocomplete', 'tel-national');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Verification code (OTP)')).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
  });

  it('shows every required message word for word and focuses the username', async () => {
    const { user } = openSignup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const expectations: [RegExp | string, string][] = [
      [
        'Username',
        'Username must be 3-30 characters and contain only letters, numbers, or underscores',
      ],
      ['First name', 'First name is required'],
      ['Email', 'Email is required'],
      ['Phone number', 'Phone number is required'],
      ['Password', 'Password must be at least 8 characters'],
      ['Confirm password', 'Confirm password is required'],
      ['Gender', 'Gender is required'],
    ];
    for (const [label, message] of expectations) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message) as string);
    }
    // Last name, sponsor and (before a code was sent) the OTP are optional.
    expect(screen.getByLabelText(/Last name/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Verification code (OTP)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('shows the format messages for e-mail, phone, password and confirmation', async () => {
    const { user } = openSignup();
    await user.type(screen.getByLabelText('Username'), 'ab');
    await user.type(screen.getByLabelText('Email'), 'omar@');
    await user.type(screen.getByLabelText('Phone number'), '12345');
    await user.type(screen.getByLabelText('Password'), 'secretpass');
    await user.type(screen.getByLabelText('Confirm password'), 'different1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(/Username must be 3-30 characters/)).toBeInTheDocument();
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be 10 digits')).toBeInTheDocument();
    expect(
      screen.getByText('Password must contain at least one uppercase letter and one number'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });
});

describe('SignupPage submit', () => {
  it('sends every field with the phone joined to its code, then stores the session and lands on /profile (DECISIONS 33)', async () => {
    answerSend();
    const bodies: unknown[] = [];
    server.use(
      http.get(BY_USERNAME, () =>
        HttpResponse.json({ success: true, user: { firstName: 'Demo', lastName: 'Member' } }),
      ),
      http.post(SIGNUP, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            success: true,
            message: 'Registration completed successfully',
            token: TOKEN,
            userId: 'u9',
            user: sampleUser({ _id: 'u9', id: 'u9' }),
          },
          { status: 201 },
        );
      }),
    );
    const { user, router, store } = openSignup('/signup?ref=demo');
    expect(screen.getByLabelText(/Sponsor code/)).toHaveValue('demo');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile');
    });
    expect(bodies[0]).toEqual({
      username: 'new_member',
      firstName: 'Omar',
      lastName: 'Saeed',
      email: 'omar@example.com',
      countryCode: '+971',
      phoneNumber: '+9710501234567',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      sponsorBy: 'demo',
      gender: 'Female',
      otp: '123456',
    });
    expect(await screen.findByText('Registration completed successfully')).toBeInTheDocument();
    expect(localStorage.getItem('auth_token')).toBe(TOKEN);
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it("says 'Account created successfully' when no session comes back", async () => {
    answerSend();
    server.use(
      http.post(SIGNUP, () =>
        HttpResponse.json({ success: true, message: 'Created' }, { status: 201 }),
      ),
    );
    const { user, router, store } = openSignup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    // The member area's guard takes it from there (a login, then back to /profile).
    expect(router.state.location.pathname).toBe('/profile');
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it("shows 'Creating account...' and disables the form while the call runs", async () => {
    const held = gate();
    server.use(
      http.post(SIGNUP, async () => {
        await held.pass();
        return HttpResponse.json({ success: true, message: 'Created' }, { status: 201 });
      }),
    );
    const { user } = openSignup();
    await fillValid(user, { otp: false });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(screen.getByLabelText('Username')).toBeDisabled();
    // The loading toast carries the same words.
    expect(screen.getAllByText('Creating account...')).toHaveLength(2);
    await held.arrived;
    held.open();
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
  });

  it('puts the server errors under their fields and toasts the message', async () => {
    answerSend();
    server.use(
      http.post(SIGNUP, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Some details are already registered',
            errors: {
              username: 'This username is already taken',
              phoneNumber: 'This phone number is already registered',
            },
          },
          { status: 409 },
        ),
      ),
    );
    const { user, router } = openSignup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const username = screen.getByLabelText('Username');
    await waitFor(() => {
      expect(username).toHaveAccessibleDescription(
        expect.stringContaining('This username is already taken') as string,
      );
    });
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'This phone number is already registered',
    );
    expect(username).toHaveFocus();
    expect(
      within(screen.getAllByRole('alert')[0]!).getByText('Some details are already registered'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/signup');
  });

  it("falls back to 'Signup failed' in the toast and 'An error occurred' in the form", async () => {
    server.use(http.post(SIGNUP, () => new HttpResponse(null, { status: 500 })));
    const { user } = openSignup();
    await fillValid(user, { otp: false });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Signup failed')).toBeInTheDocument();
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
  });
});

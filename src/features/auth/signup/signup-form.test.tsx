import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  gate,
  renderPage,
  sampleUser,
  server,
  setupMsw,
  startFakeClock,
  TOKEN,
} from '../test/harness';
import SignupPage from '../pages/signup-page';

setupMsw();

const SEND = '/api/email-verification/send-otp';
const SIGNUP = '/api/user/signup';
const BY_USERNAME = '/api/user/by-username';

const open = (path = '/signup', advanceTimers?: (ms: number) => void) =>
  renderPage({ path, pages: { '/signup': <SignupPage /> }, advanceTimers });

type User = ReturnType<typeof open>['user'];

function answerSend(
  answer: () => Response = () => HttpResponse.json({ success: true, message: 'Sent' }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.post(SEND, async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

async function fillValid(user: User, { otp = true } = {}) {
  await user.type(screen.getByLabelText('Username'), 'new_member');
  await user.type(screen.getByLabelText('First name'), 'Omar');
  await user.type(screen.getByLabelText(/Last name/), 'Saeed');
  await user.type(screen.getByLabelText('Email'), 'omar@example.com');
  if (otp) {
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('button', { name: /^Resend/ });
    await user.type(screen.getByLabelText('Verification code (OTP)'), '123456');
  }
  await user.selectOptions(screen.getByLabelText('Country code'), '+971');
  await user.type(screen.getByLabelText('Phone number'), '0501234567');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
}

describe('SignupPage fields', () => {
  it('offers the 8 country codes with +92 first chosen, and the three genders', () => {
    open();
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
    const { user } = open();
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
    const { user } = open();
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

describe('SignupPage OTP', () => {
  it('sends the code, locks the e-mail and counts down 60 s to Resend', async () => {
    const advance = startFakeClock();
    const bodies = answerSend();
    const { user } = open('/signup', advance);
    await user.type(screen.getByLabelText('Email'), 'omar@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('button', { name: 'Resend (60s)' })).toBeDisabled();
    expect(bodies).toEqual([{ email: 'omar@example.com' }]);
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    act(() => {
      advance(1000);
    });
    expect(screen.getByRole('button', { name: 'Resend (59s)' })).toBeDisabled();
    act(() => {
      advance(58_000);
    });
    expect(screen.getByRole('button', { name: 'Resend (1s)' })).toBeDisabled();
    act(() => {
      advance(1000);
    });
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it("reads 'Sending...' while the code is on its way", async () => {
    const held = gate();
    server.use(
      http.post(SEND, async () => {
        await held.pass();
        return HttpResponse.json({ success: true, message: 'Sent' });
      }),
    );
    const { user } = open();
    await user.type(screen.getByLabelText('Email'), 'omar@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await held.arrived;
    held.open();
    expect(await screen.findByRole('button', { name: 'Resend (60s)' })).toBeInTheDocument();
  });

  it('resends with its toasts and starts the countdown again (DECISIONS 14)', async () => {
    const advance = startFakeClock();
    const bodies = answerSend();
    const { user } = open('/signup', advance);
    await user.type(screen.getByLabelText('Email'), 'omar@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('button', { name: 'Resend (60s)' });
    act(() => {
      advance(60_000);
    });
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('OTP resent successfully!')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Resend (60s)' })).toBeDisabled();
  });

  it("shows 'Resending OTP...' and then the server's message or 'Failed to resend OTP'", async () => {
    const advance = startFakeClock();
    // The first send works; the two resends are held, then fail.
    const replies = [
      () => HttpResponse.json({ success: true, message: 'Sent' }),
      () => new HttpResponse(null, { status: 500 }),
      () => HttpResponse.json({ success: false, message: 'Please wait a minute' }, { status: 429 }),
    ];
    const gates = [gate(), gate()];
    let calls = 0;
    server.use(
      http.post(SEND, async () => {
        const n = calls++;
        if (n > 0) await gates[n - 1]!.pass();
        return replies[n]!();
      }),
    );
    const { user } = open('/signup', advance);
    await user.type(screen.getByLabelText('Email'), 'omar@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('button', { name: 'Resend (60s)' });
    act(() => {
      advance(60_000);
    });
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Resending OTP...')).toBeInTheDocument();
    await gates[0]!.arrived;
    gates[0]!.open();
    expect(await screen.findByText('Failed to resend OTP')).toBeInTheDocument();
    // A failed resend leaves Resend available.
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await gates[1]!.arrived;
    gates[1]!.open();
    expect(await screen.findByText('Please wait a minute')).toBeInTheDocument();
  });

  it("shows the server's message under the e-mail when the first send fails", async () => {
    answerSend(() =>
      HttpResponse.json(
        { success: false, message: 'This email is already registered. Please proceed to login.' },
        { status: 409 },
      ),
    );
    const { user } = open();
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => {
      expect(email).toHaveAccessibleDescription(
        'This email is already registered. Please proceed to login.',
      );
    });
    expect(email).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });

  it("falls back to 'Failed to send OTP' without a server message", async () => {
    answerSend(() => new HttpResponse(null, { status: 502 }));
    const { user } = open();
    await user.type(screen.getByLabelText('Email'), 'omar@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
  });

  it('checks the e-mail before sending a code', async () => {
    const bodies = answerSend();
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('requires a 6-digit OTP only once a code was sent', async () => {
    answerSend();
    const { user } = open();
    await user.type(screen.getByLabelText('Email'), 'omar@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('button', { name: 'Resend (60s)' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const otp = screen.getByLabelText('Verification code (OTP)');
    expect(otp).toHaveAccessibleDescription('OTP is required');
    await user.type(otp, '123');
    expect(otp).toHaveAccessibleDescription('OTP must be 6 digits');
    await user.type(otp, '456');
    expect(otp).not.toHaveAttribute('aria-invalid');
  });

  it('unlocks the e-mail for another address', async () => {
    answerSend();
    const { user } = open();
    await user.type(screen.getByLabelText('Email'), 'omar@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('button', { name: 'Resend (60s)' });
    await user.click(screen.getByRole('button', { name: 'Use a different e-mail' }));
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });
});

describe('SignupPage submit', () => {
  it('sends every field with the phone joined to its code, then stores the session and goes home', async () => {
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
    const { user, router, store } = open('/signup?ref=demo');
    expect(screen.getByLabelText(/Sponsor code/)).toHaveValue('demo');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
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
    const { user, router, store } = open();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
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
    const { user } = open();
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
    const { user, router } = open();
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
    const { user } = open();
    await fillValid(user, { otp: false });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Signup failed')).toBeInTheDocument();
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
  });
});

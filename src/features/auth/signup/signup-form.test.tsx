import { TERMS_VERSION } from '@contract/member-rights';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { gate, sampleUser, server, setupMsw, TOKEN } from '../test/harness';
import { loadPhoneRule } from './phone-rule';
import { answerSend, BY_USERNAME, fillValid, openSignup, SIGNUP } from './signup-test-helpers';

setupMsw();
// The phone rule loads on its own after the form (phone-rule.ts); these tests start with it.
beforeAll(async () => {
  await loadPhoneRule();
});

describe('SignupPage fields', () => {
  it('offers the 8 country codes with UAE first and chosen, and the three genders', () => {
    openSignup();
    const code = screen.getByLabelText('Country code');
    expect(code).toHaveValue('+971');
    expect(
      within(code)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      '+971 UAE',
      '+1 US',
      '+44 UK',
      '+92 Pakistan',
      '+91 India',
      '+61 Australia',
      '+81 Japan',
      '+86 China',
    ]);
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
    await user.type(screen.getByLabelText('Phone number'), '050 123 456');
    await user.type(screen.getByLabelText('Password'), 'secretpass');
    await user.type(screen.getByLabelText('Confirm password'), 'different1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText(/Username must be 3-30 characters/)).toBeInTheDocument();
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Enter a valid mobile number for UAE',
    );
    expect(
      screen.getByText('Password must contain at least one uppercase letter and one number'),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });
});

describe('SignupPage phone number', () => {
  it('shows the chosen country as an SVG flag, not an emoji, and its way of writing a number', async () => {
    const { user } = openSignup();
    // Beside the select's own text, so hidden from screen readers.
    const flag = (name: string) => screen.getByLabelText(name);
    // The drawings load on their own, after the form.
    await waitFor(() => {
      expect(flag('UAE flag')).toContainHTML('data-flag="AE"');
    });
    expect(flag('UAE flag')).toHaveAttribute('aria-hidden', 'true');
    expect(flag('UAE flag')).not.toHaveTextContent(/[\u{1F1E6}-\u{1F1FF}]/u);
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('placeholder', '050 123 4567');
    await user.selectOptions(screen.getByLabelText('Country code'), '+86');
    await waitFor(() => {
      expect(flag('China flag')).toContainHTML('data-flag="CN"');
    });
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('placeholder', '138 1234 5678');
  });

  it.each([
    ['+971', '050 123 4567', '+971501234567'],
    ['+971', '501234567', '+971501234567'],
    ['+971', '+971 50 123 4567', '+971501234567'],
    ['+86', '138 1234 5678', '+8613812345678'],
    ['+44', '07400 123456', '+447400123456'],
  ])('with %s, sends %s as %s', async (dial, typed, e164) => {
    answerSend();
    const bodies: { phoneNumber?: string; countryCode?: string }[] = [];
    server.use(
      http.post(SIGNUP, async ({ request }) => {
        bodies.push((await request.json()) as { phoneNumber?: string });
        return HttpResponse.json({ success: true, message: 'Created' }, { status: 201 });
      }),
    );
    const { user } = openSignup();
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText('Country code'), dial);
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), typed);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => {
      expect(bodies).toHaveLength(1);
    });
    expect(bodies[0]).toMatchObject({ countryCode: dial, phoneNumber: e164 });
  });

  it('names the chosen country when the number is not one of its mobiles, and follows the select', async () => {
    const { user } = openSignup();
    await fillValid(user, { otp: false });
    const phone = screen.getByLabelText('Phone number');
    await user.clear(phone);
    // A Dubai landline.
    await user.type(phone, '04 234 5678');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Enter a valid mobile number for UAE');
    expect(phone).toHaveFocus();
    // A valid UAE mobile is not a Chinese one.
    await user.clear(phone);
    await user.type(phone, '050 123 4567');
    expect(phone).not.toHaveAttribute('aria-invalid');
    await user.selectOptions(screen.getByLabelText('Country code'), '+86');
    expect(phone).toHaveAccessibleDescription('Enter a valid mobile number for China');
  });
});

describe('SignupPage consent (DECISIONS 48)', () => {
  it('refuses without the consent box, which is never ticked in advance, and links the terms', async () => {
    answerSend();
    const bodies: unknown[] = [];
    server.use(
      http.post(SIGNUP, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true }, { status: 201 });
      }),
    );
    const { user } = openSignup();
    const box = screen.getByRole('checkbox', { name: /^I have read and accept/ });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await fillValid(user);
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(box).toHaveAccessibleDescription(
      'Please accept the Terms and Conditions and the Privacy Policy',
    );
    expect(box).toHaveFocus();
    expect(bodies).toEqual([]);
  });
});

describe('SignupPage submit', () => {
  it('sends every field with the phone in E.164, then stores the session and lands on /profile (DECISIONS 33)', async () => {
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
      phoneNumber: '+971501234567',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      sponsorBy: 'demo',
      gender: 'Female',
      otp: '123456',
      termsVersion: TERMS_VERSION,
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

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@contract/validation';
import ForgotPasswordPage from './pages/forgot-password-page';
import LoginPage from './pages/login-page';
import ResetPasswordPage from './pages/reset-password-page';
import { openSignup } from './signup/signup-test-helpers';
import { renderPage, setupMsw } from './test/harness';

setupMsw();

/** Each field's maxLength, by its label, as the schema's limit for it. */
function expectLimits(limits: [RegExp | string, number][]) {
  for (const [label, max] of limits) {
    expect(screen.getByLabelText(label), String(label)).toHaveAttribute('maxLength', String(max));
  }
}

describe('inputs stop at the length their schema allows (issue 14)', () => {
  it('login', () => {
    renderPage({ path: '/login', pages: { '/login': <LoginPage /> } });
    expectLimits([
      ['Email, phone number or username', LIMITS.identifier],
      ['Password', LIMITS.password],
    ]);
  });

  it('sign-up, and typing past a limit keeps the first characters only', async () => {
    const { user } = openSignup();
    expectLimits([
      ['Username', LIMITS.username],
      ['First name', LIMITS.name],
      [/Last name/, LIMITS.name],
      ['Email', LIMITS.email],
      ['Verification code (OTP)', LIMITS.otp],
      ['Password', LIMITS.password],
      ['Confirm password', LIMITS.password],
      [/Sponsor code/, LIMITS.sponsor],
    ]);
    await user.type(screen.getByLabelText('First name'), 'A'.repeat(LIMITS.name + 5));
    expect(screen.getByLabelText('First name')).toHaveValue('A'.repeat(LIMITS.name));
  });

  it('forgot password', () => {
    renderPage({
      path: '/forgot-password',
      pages: { '/forgot-password': <ForgotPasswordPage /> },
    });
    expectLimits([['Email', LIMITS.email]]);
  });

  it('reset password', () => {
    renderPage({
      path: '/reset-password',
      state: { email: 'sara@example.com', userId: 'u1' },
      pages: { '/reset-password': <ResetPasswordPage /> },
    });
    expectLimits([
      ['Reset code (OTP)', LIMITS.otp],
      ['New password', LIMITS.password],
      ['Confirm new password', LIMITS.password],
    ]);
  });
});

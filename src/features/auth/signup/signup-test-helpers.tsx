/** Shared pieces of the signup page tests. */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderPage, server } from '../test/harness';
import SignupPage from '../pages/signup-page';

export const SEND = '/api/email-verification/send-otp';
export const SIGNUP = '/api/user/signup';
export const BY_USERNAME = '/api/user/by-username';

export const openSignup = (path = '/signup', advanceTimers?: (ms: number) => void) =>
  renderPage({ path, pages: { '/signup': <SignupPage /> }, advanceTimers });

type User = ReturnType<typeof openSignup>['user'];

/** Answers send-otp (by default with success) and records the bodies. */
export function answerSend(
  answer: () => Response | Promise<Response> = () =>
    HttpResponse.json({ success: true, message: 'Sent' }),
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

/** Fills every field validly; with `otp`, sends a code first and types it. */
export async function fillValid(user: User, { otp = true } = {}) {
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
  await user.type(screen.getByLabelText('Phone number'), '050 123 4567');
  await user.type(screen.getByLabelText('Password'), 'Secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret123');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.click(screen.getByRole('checkbox', { name: /^I have read and accept/ }));
}

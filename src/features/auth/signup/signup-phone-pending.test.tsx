/**
 * Before the phone rule has arrived (phone-rule.ts), the form sends the number as typed beside
 * its country code, and shows the server's answer for it under the field.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server, setupMsw } from '../test/harness';
import { answerSend, fillValid, openSignup, SIGNUP } from './signup-test-helpers';

vi.mock('./phone-rule', () => ({
  usePhoneRule: () => null,
  loadPhoneRule: () => new Promise(() => undefined),
}));

setupMsw();

describe('SignupPage before the phone rule arrives', () => {
  it('sends the number as typed with its code and shows the server’s message under it', async () => {
    answerSend();
    const bodies: unknown[] = [];
    const message = 'Enter a valid mobile number for UAE';
    server.use(
      http.post(SIGNUP, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { success: false, message, errors: { phoneNumber: message } },
          { status: 400 },
        );
      }),
    );
    const { user } = openSignup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(message);
    });
    expect(bodies[0]).toMatchObject({ countryCode: '+971', phoneNumber: '050 123 4567' });
  });
});

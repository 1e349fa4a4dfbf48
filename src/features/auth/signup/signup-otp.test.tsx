import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gate, server, setupMsw, startFakeClock } from '../test/harness';
import { answerSend, openSignup, SEND } from './signup-test-helpers';

setupMsw();

describe('SignupPage OTP', () => {
  it('sends the code, locks the e-mail and counts down 60 s to Resend', async () => {
    const advance = startFakeClock();
    const bodies = answerSend();
    const { user } = openSignup('/signup', advance);
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
    const { user } = openSignup();
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
    const { user } = openSignup('/signup', advance);
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
    const { user } = openSignup('/signup', advance);
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
    const { user } = openSignup();
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
    const { user } = openSignup();
    await user.type(screen.getByLabelText('Email'), 'omar@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Failed to send OTP')).toBeInTheDocument();
  });

  it('checks the e-mail before sending a code', async () => {
    const bodies = answerSend();
    const { user } = openSignup();
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Email is invalid')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('requires a 6-digit OTP only once a code was sent', async () => {
    answerSend();
    const { user } = openSignup();
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
    const { user } = openSignup();
    await user.type(screen.getByLabelText('Email'), 'omar@example.com');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('button', { name: 'Resend (60s)' });
    await user.click(screen.getByRole('button', { name: 'Use a different e-mail' }));
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
  });
});

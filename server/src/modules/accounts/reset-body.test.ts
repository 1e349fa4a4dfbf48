import { describe, expect, it } from 'vitest';
import { resetPasswordBody } from './schemas';

const base = { userId: 'handle', password: 'Changed123' };

describe('reset-password body', () => {
  it('restores the leading zeros of a code an old app sent as a number', () => {
    expect(resetPasswordBody.parse({ ...base, resetOtp: 12345 }).resetOtp).toBe('012345');
    expect(resetPasswordBody.parse({ ...base, resetOtp: 7 }).resetOtp).toBe('000007');
    expect(resetPasswordBody.parse({ ...base, resetOtp: 654321 }).resetOtp).toBe('654321');
  });

  it("answers 'OTP must be 6 digits' for a number of more than six digits", () => {
    const result = resetPasswordBody.safeParse({ ...base, resetOtp: 1234567 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('OTP must be 6 digits');
  });

  it('keeps a code sent as text as it was typed', () => {
    expect(resetPasswordBody.parse({ ...base, resetOtp: ' 012345 ' }).resetOtp).toBe('012345');
  });
});

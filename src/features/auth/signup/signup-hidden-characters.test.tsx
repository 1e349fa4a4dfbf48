/** Hidden characters in names (DECISIONS 42, issue 19) are refused in the form itself. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMsw } from '../test/harness';
import { openSignup } from './signup-test-helpers';

setupMsw();

describe('SignupPage names', () => {
  it("shows 'First name contains characters that are not allowed.' for a right-to-left override", async () => {
    const { user } = openSignup();
    await user.type(screen.getByLabelText('First name'), 'Layla\u202Eevil');
    await user.type(screen.getByLabelText(/Last name/), 'Had\u200Bdad');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription(
      expect.stringContaining('First name contains characters that are not allowed.') as string,
    );
    expect(screen.getByLabelText(/Last name/)).toHaveAccessibleDescription(
      expect.stringContaining('Last name contains characters that are not allowed.') as string,
    );
  });

  it('accepts an Arabic first name', async () => {
    const { user } = openSignup();
    await user.type(screen.getByLabelText('First name'), 'ليلى');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
  });
});

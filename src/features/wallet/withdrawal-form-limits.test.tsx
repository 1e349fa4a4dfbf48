import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_LIMITS } from '@contract/wallet';
import { renderWithProviders } from '@/test/render';
import { WithdrawalForm } from './withdrawal-form';

describe('withdrawal form limits (issue 14)', () => {
  it('stops each field at the length the server allows', async () => {
    const { user } = renderWithProviders(<WithdrawalForm onDone={() => undefined} />);
    const max = (label: string) => screen.getByLabelText(label).getAttribute('maxLength');
    expect(max('Amount (AED)')).toBe(String(WITHDRAWAL_LIMITS.amount));
    expect(max('Account holder')).toBe(String(WITHDRAWAL_LIMITS.accountHolder));
    expect(max('IBAN')).toBe(String(WITHDRAWAL_LIMITS.iban));
    await user.selectOptions(screen.getByLabelText('Send to'), 'wallet');
    expect(max('Mobile wallet number')).toBe(String(WITHDRAWAL_LIMITS.phoneNumber));
  });
});

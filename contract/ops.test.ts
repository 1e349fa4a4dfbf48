import { describe, expect, it } from 'vitest';
import { grantingRole, groupIban, PERMISSION_NAMES, rolesAllow } from './ops';
import { uaeBankName } from './uae-banks';

describe('the role matrix', () => {
  it('gives admin every permission and records the specific role first', () => {
    for (const p of PERMISSION_NAMES) expect(rolesAllow(['admin'], p)).toBe(true);
    expect(grantingRole(['admin', 'finance'], 'withdrawals.pay')).toBe('finance');
    expect(grantingRole(['admin'], 'withdrawals.pay')).toBe('admin');
    expect(grantingRole(['support'], 'withdrawals.pay')).toBeNull();
  });

  it('keeps KYC decisions with compliance and money with finance', () => {
    expect(rolesAllow(['compliance'], 'kyc.decide')).toBe(true);
    expect(rolesAllow(['finance'], 'kyc.decide')).toBe(false);
    expect(rolesAllow(['compliance'], 'withdrawals.decide')).toBe(false);
    expect(rolesAllow(['support'], 'withdrawals.read')).toBe(true);
  });
});

describe('IBANs on the desk', () => {
  it('groups in fours and names a known UAE bank from its code', () => {
    expect(groupIban('AE070331234567890123456')).toBe('AE07 0331 2345 6789 0123 456');
    expect(uaeBankName('AE07 0331 2345 6789 0123 456')).toBe('Mashreq');
    expect(uaeBankName('AE070261234567890123456')).toBe('Emirates NBD');
    expect(uaeBankName('AE079991234567890123456')).toBeNull();
    expect(uaeBankName('GB82WEST12345698765432')).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { activateLanguage, loadLanguage } from '@/i18n/catalogue';
import { storedLine } from './stored-line';

const text = (
  description: string,
  programme: string | null = 'ddr',
  type: 'credit' | 'debit' = 'credit',
) => {
  const { container, unmount } = render(<p>{storedLine({ description, programme, type })}</p>);
  const words = container.textContent;
  unmount();
  return words;
};

afterEach(() => {
  activateLanguage('en');
});

describe('lines the server stored in English', () => {
  it('stay word for word in English', () => {
    expect(text('BBR reward: Ramadan rides')).toBe('BBR reward: Ramadan rides');
  });

  it('are worded in Arabic from their pattern, or by programme when unknown', async () => {
    await loadLanguage('ar');
    activateLanguage('ar');
    expect(text('DDR Level 3 earnings from ride completion')).toBe(
      'مكافآت أرباح الحلم (DDR) من المستوى 3 عن مشوار مكتمل',
    );
    expect(text('CRR Champion rank bonus', 'crr')).toBe('علاوة CRR لرتبة البطل');
    expect(text('BBR reward: Ramadan rides', 'bbr')).toBe(
      'مكافأة حملة التعزيز (BBR): Ramadan rides',
    );
    expect(text('HLR loyalty reward (retirement at 55)', 'hlr')).toBe(
      'مكافأة الولاء (HLR) عند التقاعد في سن 55',
    );
    expect(text('HLR loyalty reward, paid to the heir Sara Ali', 'hlr')).toBe(
      'مكافأة الولاء (HLR) مدفوعة إلى الوريث Sara Ali',
    );
    expect(text('Regional ambassador share (UAE)', 'regional')).toBe(
      'حصة السفير الإقليمي (الإمارات العربية المتحدة)',
    );
    expect(text('Regional ambassador share (AE)', 'regional')).toBe(
      'حصة السفير الإقليمي (الإمارات العربية المتحدة)',
    );
    expect(text('Regional ambassador share (Atlantis)', 'regional')).toBe(
      'حصة السفير الإقليمي (Atlantis)',
    );
    expect(text('Payout PO-2026-11', 'payout')).toBe('صرف المستحقات PO-2026-11');
    expect(text('Withdrawal WD-20261120-ABC234 released', 'withdrawal')).toBe(
      'طلب السحب WD-20261120-ABC234: أُعيد المبلغ إلى الرصيد',
    );
    expect(text('Something new', 'hlr', 'debit')).toBe('خصم من مكافأة الولاء (HLR)');
  });
});

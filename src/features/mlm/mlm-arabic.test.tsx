import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API } from '@contract/api-paths';
import { activateLanguage, loadLanguage } from '@/i18n/catalogue';
import { LanguageContext } from '@/i18n/language-context';
import { formatAed } from '@/lib/format';
import { MEMBER_ID, signedIn } from '@/test/members';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import MlmPage from './mlm-page';

const server = setupMsw();

/** An amount as a test reads it: Testing Library folds the no-break space into a space. */
const aed = (value: number) => formatAed(value).replace(/\s/gu, ' ');

const dashboard = {
  success: true,
  data: {
    user: {
      username: 'demo',
      firstName: 'Demo',
      lastName: 'Member',
      sponsorId: 'RH-000042',
      joinedAt: '2026-03-05T10:00:00.000Z',
    },
    wallet: { currentBalance: 1050.5, totalEarned: 1234.5 },
    summary: {
      totalEarnings: { ddr: 812.4, crr: 1000, bbr: 550, hlr: 0, countryAmbassador: 12.35 },
    },
    recentTransactions: [
      {
        amount: 4.2,
        type: 'credit',
        programme: 'regional',
        description: 'Regional ambassador share (AE)',
        timestamp: '2026-11-20T08:00:00.000Z',
      },
      {
        amount: 1.5,
        type: 'credit',
        programme: 'ddr',
        description: 'DDR Level 1 earnings from ride completion',
        timestamp: '2026-11-19T08:00:00.000Z',
      },
    ],
  },
};

beforeEach(async () => {
  await loadLanguage('ar');
  activateLanguage('ar');
  server.use(
    http.get(apiUrl(API.mlmDashboard(MEMBER_ID)), () => HttpResponse.json(dashboard)),
    http.get(apiUrl(API.withdrawals), () =>
      HttpResponse.json({
        success: true,
        withdrawals: [],
        wallet: { availableBalance: 0, held: 0, paidOut: 0, minimum: 50 },
        canWithdraw: false,
      }),
    ),
  );
});
afterEach(() => {
  activateLanguage('en');
});

describe('the wallet page /mlm in Arabic', () => {
  it('names the page, its sections, figures, tiles and activity in Arabic', async () => {
    renderWithProviders(
      <LanguageContext value={{ language: 'ar', choose: () => undefined }}>
        <MlmPage />
      </LanguageContext>,
      { route: '/mlm', history: ['/previous'], preloadedState: { auth: signedIn() } },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'محفظتي' })).toBeInTheDocument();
    expect(screen.getByText('علاوات التسويق الشبكي')).toBeInTheDocument();
    expect(document.title).toMatch(/^محفظتي/);
    expect(
      await screen.findByRole('heading', { name: 'العلاوات حسب البرنامج' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'آخر الحركات' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'السحب' })).toBeInTheDocument();
    expect(
      await screen.findByText('يصبح السحب متاحًا بعد الموافقة على التحقق من الهوية.'),
    ).toBeInTheDocument();

    expect(screen.getByText('إجمالي ما ربحته منذ انضمامك')).toBeInTheDocument();
    expect(screen.getByText(aed(1234.5))).toBeInTheDocument();
    expect(screen.getByText('الرصيد المتاح')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'بياناتك' });
    const terms = within(details)
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['اسم المستخدم', 'الاسم', 'معرّف الراعي', 'تاريخ الانضمام']);
    // Usernames and ids keep their own direction inside Arabic.
    expect(within(details).getByText('RH-000042').tagName).toBe('BDI');
    expect(within(details).getByText('demo').tagName).toBe('BDI');

    const ddr = screen.getByRole('link', { name: /^DDR\s?مكافآت أرباح الحلم/ });
    expect(ddr).toHaveAttribute('href', '/ddr');
    expect(ddr).toHaveTextContent(aed(812.4));
    expect(screen.getByRole('link', { name: /^الإقليمي\s?السفير الإقليمي/ })).toHaveAttribute(
      'href',
      '/RegionalAmbassador',
    );

    const activity = screen.getByRole('table', { name: 'آخر حركات المحفظة' });
    expect(
      within(activity)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['التاريخ', 'البرنامج', 'الوصف', 'المبلغ']);
    expect(within(activity).getByRole('cell', { name: 'السفير الإقليمي' })).toBeInTheDocument();
    // The server's stored English lines, worded in Arabic (the country too).
    expect(
      within(activity).getByRole('cell', {
        name: 'حصة السفير الإقليمي (الإمارات العربية المتحدة)',
      }),
    ).toBeInTheDocument();
    expect(
      within(activity).getByRole('cell', {
        name: 'مكافآت أرباح الحلم (DDR) من المستوى 1 عن مشوار مكتمل',
      }),
    ).toBeInTheDocument();
    expect(within(activity).queryByText(/ambassador|earnings/)).toBeNull();
  });
});

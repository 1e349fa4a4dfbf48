import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@contract/api-paths';
import { activateLanguage, loadLanguage, translate } from '@/i18n/catalogue';
import { MEMBER_ID, signedIn } from '@/test/members';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import HlrPage from './hlr-page';
import { hlrMessages } from './messages';

const server = setupMsw();

// Importing the page registered its namespaces; their Arabic loads here.
beforeAll(async () => {
  await loadLanguage('ar');
  activateLanguage('ar');
});
afterAll(() => {
  activateLanguage('en');
});

const row = (rank: number, extra: object = {}) => ({
  rank,
  name: `Member ${String(rank)}`,
  flag: '🇮🇳',
  country: 'India',
  isQualified: rank === 1,
  rewardClaimed: false,
  totalPoints: 1000 * (10 - rank),
  rewardAmount: null,
  status: 'In Progress',
  ...extra,
});

function serve() {
  server.use(
    http.get(apiUrl(API.hlrProgress(MEMBER_ID)), () =>
      HttpResponse.json({
        success: true,
        data: {
          requirements: {
            requiredPGP: 200_000,
            requiredTGP: 6_000_000,
            rewardAmount: 60_000,
            retirementAge: 55,
          },
          progress: { currentPGP: 50_000, currentTGP: 1_500_000, overallProgress: 0.25 },
          qualification: { isQualified: false, isRetirementEligible: false },
        },
      }),
    ),
    http.get(apiUrl(API.hlrLeaderboard), () =>
      HttpResponse.json({
        success: true,
        data: {
          leaderboard: [
            row(1, { status: 'Eligible for Reward' }),
            ...[2, 3, 4, 5, 6, 7].map((r) => row(r)),
          ],
          statistics: { totalParticipating: 7, totalQualified: 11 },
        },
      }),
    ),
  );
}

describe('HLR page in Arabic', () => {
  it('names the page, its sections and the leaderboard columns in Arabic', async () => {
    serve();
    const { user } = renderWithProviders(<HlrPage />, {
      route: '/hlr',
      history: ['/previous'],
      preloadedState: { auth: signedIn() },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'مكافأة الولاء (HLR)' }),
    ).toBeInTheDocument();
    const progress = await screen.findByRole('region', { name: 'تقدّمك' });
    expect(
      within(progress).getByRole('progressbar', { name: 'النقاط الشخصية PGP: 50,000 من 200,000' }),
    ).toHaveAttribute('aria-valuenow', '25');
    expect(within(progress).getByText('غير مؤهَّل')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'شروط المكافأة' })).toHaveTextContent(
      'مكافأة لمرة واحدة عند بلوغ سن التقاعد 55',
    );

    const table = await screen.findByRole('table', { name: 'ترتيب HLR' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['الترتيب', 'الاسم', 'العلم', 'الدولة', 'النقاط PGP + TGP', 'المكافأة / الحالة']);
    const first = within(table).getByRole('row', { name: /Member 1\b/ });
    // The stored English country reads in Arabic; the server's status is worded in Arabic.
    expect(first).toHaveTextContent('الهند');
    expect(first).toHaveTextContent('مستحق للمكافأة');
    expect(screen.getByRole('region', { name: 'لوحة المتصدرين' })).toHaveTextContent(
      '11 عضوًا مؤهَّلًا',
    );
    await user.click(screen.getByRole('button', { name: 'عرض الكل' }));
    expect(screen.getByRole('button', { name: 'عرض أقل' })).toBeInTheDocument();
  });

  it("words member counts with Arabic's plural forms (0, 1, 2, 3, 11, 100)", () => {
    const members = (count: number) => translate(hlrMessages, 'qualifiedMembers', { count });
    expect(members(0)).toBe('لا يوجد أعضاء مؤهَّلون');
    expect(members(1)).toBe('عضو مؤهَّل واحد');
    expect(members(2)).toBe('عضوان مؤهَّلان');
    expect(members(3)).toBe('3 أعضاء مؤهَّلين');
    expect(members(11)).toBe('11 عضوًا مؤهَّلًا');
    expect(members(100)).toBe('100 عضو مؤهَّل');
  });
});

describe('HLR plurals in English', () => {
  it('keeps one and other', () => {
    activateLanguage('en');
    expect(translate(hlrMessages, 'qualifiedMembers', { count: 1 })).toBe('1 qualified member');
    expect(translate(hlrMessages, 'qualifiedMembers', { count: 0 })).toBe('0 qualified members');
    expect(translate(hlrMessages, 'qualifiedMembers', { count: 1200 })).toBe(
      '1,200 qualified members',
    );
    activateLanguage('ar');
  });
});

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '@contract/api-paths';
import { activateLanguage, loadLanguage } from '@/i18n/catalogue';
import { MEMBER_ID, signedIn } from '@/test/members';
import { apiUrl, setupMsw } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import RegionalPage from './regional-page';
import { ambassadorsResponse, leaderboardResponse, progressResponse } from './test-fixtures';

const server = setupMsw();

// Importing the page registered its namespaces; their Arabic loads here (the dialog's comes
// with the dialog's chunk).
beforeAll(async () => {
  await loadLanguage('ar');
  activateLanguage('ar');
});
afterAll(() => {
  activateLanguage('en');
});

function serve() {
  const bodies: unknown[] = [];
  server.use(
    http.get(apiUrl(API.regionalProgress(MEMBER_ID)), () => HttpResponse.json(progressResponse())),
    http.get(apiUrl(API.regionalLeaderboard), () => HttpResponse.json(leaderboardResponse())),
    http.get(apiUrl(API.globalAmbassadors), () => HttpResponse.json(ambassadorsResponse())),
    http.post(apiUrl(API.countryUpdateRequest), async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ success: true }, { status: 201 });
    }),
  );
  return bodies;
}
const renderPage = () =>
  renderWithProviders(<RegionalPage />, {
    route: '/RegionalAmbassador',
    history: ['/previous'],
    preloadedState: { auth: signedIn() },
  });

describe('Regional Ambassador page in Arabic', () => {
  it('words the progress, the race table and the ambassador cards in Arabic', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'السفير الإقليمي' })).toBeInTheDocument();
    const progress = await screen.findByRole('region', { name: 'تقدّمك' });
    expect(progress).toHaveTextContent('الرتبة الحاليةالمحارب');
    expect(progress).toHaveTextContent('المستوى 2');
    expect(progress).toHaveTextContent('2 من 5 رتب محقَّقة');
    expect(progress).toHaveTextContent(
      'الرتبة التالية: القطب · 10,000 نقطة PGP و200,000 نقطة TGP متراكمة، مع ثلاثة فروع قوية',
    );
    expect(within(progress).getByRole('progressbar', { name: 'التقدّم في الرتب' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );

    const table = await screen.findByRole('table', { name: 'ترتيب السباق الإقليمي' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['#', 'الاسم', 'اسم المستخدم', 'الرتبة', 'النقاط PGP + TGP']);
    const imran = within(table).getByRole('row', { name: /Imran Qureshi/ });
    expect(imran).toHaveTextContent('البطل');
    expect(within(imran).getByText('@imranq').tagName).toBe('BDI');

    const section = await screen.findByRole('region', { name: 'السفراء العالميون' });
    const [layla, noah] = (await within(section).findAllByRole('listitem')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(layla).toHaveTextContent('الإمارات العربية المتحدة');
    expect(layla).toHaveTextContent('دائم');
    expect(layla).toHaveTextContent('الزعيم');
    expect(noah).toHaveTextContent('عالمي');
  });

  it('offers the countries by their Arabic names and sends the English one', async () => {
    const bodies = serve();
    const { user } = renderPage();
    await screen.findByRole('region', { name: 'تقدّمك' });
    await user.click(screen.getByRole('button', { name: 'تحديث الدولة' }));
    const dialog = await screen.findByRole('dialog', { name: 'تحديث الدولة' });
    const select = within(dialog).getByRole('combobox', { name: 'اختر دولتك الجديدة:' });
    expect(within(select).getByRole('option', { name: 'اختر دولة' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الطلب' }));
    expect(within(dialog).getByText('اختر دولتك الجديدة.')).toBeInTheDocument();

    await user.selectOptions(select, 'المملكة العربية السعودية');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال الطلب' }));
    expect(
      await screen.findByText('أُرسل طلب تحديث الدولة إلى المشرف للتحقق منه.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ userId: MEMBER_ID, newCountry: 'Saudi Arabia' }]);
  });
});

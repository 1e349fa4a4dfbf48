import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, loadLanguage } from '@/i18n/catalogue';
import { setupMsw } from '@/test/msw';
import { renderTree, serveTree } from './test-serve';

const server = setupMsw();

// The page's module registered the 'tree' namespace on import, so its Arabic loads here.
beforeAll(async () => {
  await loadLanguage('ar');
  activateLanguage('ar');
});
afterAll(() => {
  activateLanguage('en');
});

describe('Tree screen in Arabic', () => {
  it('names the page, the tabs, the columns and the owner in Arabic, right to left', async () => {
    serveTree(server, [3, 2]);
    renderTree();
    expect(await screen.findByRole('heading', { level: 1, name: 'فريقي' })).toBeInTheDocument();
    const header = await screen.findByRole('region', { name: 'صاحب الشجرة' });
    expect(header).toHaveTextContent('إجمالي الإحالات');
    expect(header).toHaveTextContent('الهوية موثّقة');
    // The stored English country ('UAE') reads as its Arabic name.
    expect(header).toHaveTextContent('الإمارات');

    expect(screen.getByRole('tablist', { name: 'مستويات الفريق' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'المستوى 13',
      'المستوى 22',
    ]);
    const table = await screen.findByRole('table', { name: 'أعضاء المستوى 1' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'رقم العضو',
      'الاسم',
      'الرتبة',
      'تاريخ الانضمام',
      'النقاط الشخصية PGP',
      'نقاط الفريق TGP',
      'المبلغ الإجمالي',
      'التفاصيل',
    ]);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    // Rank 'None' in Arabic; usernames isolated left to right; Latin digits.
    expect(row).toHaveTextContent('لا توجد رتبة');
    expect(within(row).getByText('@l1member1').tagName).toBe('BDI');
    expect(row).toHaveTextContent('001');
    expect(screen.getByRole('button', { name: 'رجوع' })).toBeInTheDocument();
  });

  it('moves forward through the tabs with ArrowLeft, as they read right to left', async () => {
    serveTree(server, [3, 2, 1]);
    renderTree();
    await screen.findByRole('table', { name: 'أعضاء المستوى 1' });
    screen.getByRole('tab', { name: /المستوى 1/ }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /المستوى 2/ })).toHaveAttribute('aria-selected', 'true');
  });

  it("words a refused member's tree in Arabic, not with the server's English", async () => {
    const english = 'You can only view your own data and your downline';
    serveTree(server, [3], (s) =>
      s.userId === 'outsider'
        ? HttpResponse.json(
            { success: false, message: english, code: 'NOT_IN_DOWNLINE' },
            { status: 403 },
          )
        : undefined,
    );
    renderTree('/user-tree/outsider');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('يمكنك عرض بياناتك وبيانات فريق الإحالات الخاص بك فقط');
    expect(alert).not.toHaveTextContent(english);
  });
});

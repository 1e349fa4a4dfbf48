import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi, beforeAll } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { owner, treeAnswer } from './test-fixtures';
import { setupMsw } from '@/test/msw';
import { cardValues } from '@/test/cards';
import { memberCards, memberTable, renderTree, serveTree } from './test-serve';
import { loadToasts } from '@/lib/notify';

// The toaster loads with a page's first toast; load it up front so the loading toast this file
// checks for is on screen as soon as the page asks for it (src/lib/notify.ts).
beforeAll(() => loadToasts());

const server = setupMsw();

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('Tree screen', () => {
  it("shows 'Loading referral tree...' on the page and as a toast, then the owner and level 1", async () => {
    serveTree(server, [3, 2]);
    renderTree();
    expect(await screen.findAllByText('Loading referral tree...')).toHaveLength(2);
    const header = await screen.findByRole('region', { name: 'Tree owner' });
    expect(within(header).getByRole('heading', { name: 'Demo Member' })).toBeInTheDocument();
    expect(header).toHaveTextContent('@demo');
    expect(header).toHaveTextContent('KYC Approved');
    // The member's own badge leads to where they verify or follow their verification.
    expect(within(header).getByRole('link', { name: 'KYC Approved' })).toHaveAttribute(
      'href',
      '/kyc',
    );
    expect(header).toHaveTextContent('UAE');
    expect(header).toHaveTextContent('5Total referrals');

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Level 13', 'Level 22']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const rows = within(await memberTable()).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('001Level1 Member1@l1member1None2 Apr 2026101');
    expect(rows[3]).toHaveTextContent(/^003/);
    for (const row of rows.slice(1)) expect(row).toHaveTextContent('AED 0.00');

    // On a phone the same rows are cards that label every value.
    const cards = within(await memberCards()).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(cardValues(cards[0] as HTMLElement)).toEqual({
      'Member ID': '001',
      Name: 'Level1 Member1@l1member1',
      Rank: 'None',
      Joined: '2 Apr 2026',
      PGP: '101',
      TGP: '2,001',
      'Total Amount': 'AED 0.00',
    });
  });

  it('reloads only the chosen level with one request when a tab is clicked', async () => {
    const seen = serveTree(server, [3, 2]);
    renderTree();
    await memberTable();
    expect(seen).toHaveLength(1);
    await userEvent.click(screen.getByRole('tab', { name: /Level 2/ }));
    const rows = within(await memberTable(2)).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('001Level2 Member1');
    expect(seen).toEqual([
      { userId: null, level: '1', page: '1' },
      { userId: null, level: '2', page: '1' },
    ]);
  });

  it('moves between tabs with the arrow keys, Home and End (WAI-ARIA tabs)', async () => {
    const seen = serveTree(server, [3, 2, 1]);
    renderTree();
    await memberTable();
    screen.getByRole('tab', { name: /Level 1/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Level 2/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /Level 2/ })).toHaveAttribute('aria-selected', 'true');
    await memberTable(2);
    await userEvent.keyboard('{End}');
    await memberTable(3);
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Level 1/ })).toHaveFocus();
    await memberTable(1);
    expect(seen.map((s) => s.level)).toEqual(['1', '2', '3', '1']);
    expect(screen.getByRole('tab', { name: /Level 1/ })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: /Level 2/ })).toHaveAttribute('tabindex', '-1');
  });

  it('pages a large level: 50 rows a page, Member IDs running on across pages', async () => {
    const seen = serveTree(server, [120]);
    renderTree();
    let rows = within(await memberTable()).getAllByRole('row');
    expect(rows).toHaveLength(51);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    rows = within(await memberTable()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^051/);
    expect(rows[50]).toHaveTextContent(/^100/);
    expect(seen.map((s) => s.page)).toEqual(['1', '2']);
  });

  it("pages the old server's full level lists in the browser", async () => {
    const full = treeAnswer([60], { limit: 60 });
    const { page: _page, ...old } = full.referralTree;
    serveTree(server, [60], () => HttpResponse.json({ ...full, referralTree: old }));
    renderTree();
    expect(within(await memberTable()).getAllByRole('row')).toHaveLength(51);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const rows = within(await memberTable()).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]).toHaveTextContent(/^051/);
  });

  it("opens a member's details with e-mail and KYC status, then that member's tree", async () => {
    const seen = serveTree(server, [3, 2]);
    const { router } = renderTree();
    await userEvent.click(
      within(await memberTable()).getByRole('button', { name: 'Details of Level1 Member2' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Level1 Member2' });
    expect(dialog).toHaveTextContent('l1m2@example.com');
    expect(dialog).toHaveTextContent('KYC Pending');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The phone card's button opens the same dialog.
    await userEvent.click(
      within(await memberCards()).getByRole('button', { name: 'Details of Level1 Member1' }),
    );
    await userEvent.click(screen.getByRole('button', { name: /View Level1 Member1.s tree/ }));
    expect(router.state.location.pathname).toBe('/user-tree/m1x0001');
    await screen.findByRole('heading', { name: 'Team Tree' });
    await waitFor(() => {
      expect(seen.at(-1)).toEqual({ userId: 'm1x0001', level: '1', page: '1' });
    });
    const trail = screen.getByRole('navigation', { name: 'Tree history' });
    expect(trail).toHaveTextContent('My Team›Level1 Member1');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.treeHistory) ?? '[]')).toEqual([
      { id: 'm1x0001', name: 'Level1 Member1' },
    ]);
  });

  it('keeps the history in session storage, goes back along it with Back and the breadcrumb', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.treeHistory,
      JSON.stringify([
        { id: 'a1', name: 'Aisha Khan' },
        { id: 'b2', name: 'Bilal Aziz' },
      ]),
    );
    serveTree(server, [2], undefined, (id) =>
      id === 'a1'
        ? owner('a1', 'Aisha Khan', 'aisha')
        : id === 'b2'
          ? owner('b2', 'Bilal Aziz', 'bilal')
          : owner(),
    );
    const { router } = renderTree('/user-tree/b2');
    await memberTable();
    const trail = screen.getByRole('navigation', { name: 'Tree history' });
    expect(trail).toHaveTextContent('My Team›Aisha Khan›Bilal Aziz');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/user-tree/a1');
    await screen.findByRole('heading', { name: 'Aisha Khan' });
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.treeHistory) ?? '[]')).toEqual([
      { id: 'a1', name: 'Aisha Khan' },
    ]);

    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Tree history' })).getByRole('button', {
        name: 'My Team',
      }),
    );
    expect(router.state.location.pathname).toBe('/tree');
    await screen.findByRole('heading', { name: 'Demo Member' });
    expect(screen.queryByRole('navigation', { name: 'Tree history' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(STORAGE_KEYS.treeHistory)).toBeNull();
  });

  it('shows the error state for a member outside the downline (403), with Try Again and Back to Main Tree', async () => {
    const seen = serveTree(server, [3], (s) =>
      s.userId === 'outsider'
        ? HttpResponse.json(
            { success: false, message: 'This member is not in your team' },
            { status: 403 },
          )
        : undefined,
    );
    const { router } = renderTree('/user-tree/outsider');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load user tree');
    expect(alert).toHaveTextContent('This member is not in your team');
    // The toast shows the server's message first (spec section 8).
    await waitFor(() => {
      expect(screen.getAllByText('This member is not in your team')).toHaveLength(2);
    });

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => {
      expect(seen).toHaveLength(2);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Back to Main Tree' }));
    expect(router.state.location.pathname).toBe('/tree');
    expect(await memberTable()).toBeInTheDocument();
  });

  it("reports a level that fails to load: 'Failed to load member details' and an alert", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    let failLevel2 = true;
    serveTree(server, [3, 2], (s) =>
      s.level === '2' && failLevel2 ? new HttpResponse(null, { status: 500 }) : undefined,
    );
    renderTree();
    await memberTable();
    await userEvent.click(screen.getByRole('tab', { name: /Level 2/ }));
    expect(await screen.findByText('Failed to load member details')).toBeInTheDocument();
    expect(alert).toHaveBeenCalledWith('Failed to load member details. Please try again.');
    failLevel2 = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await memberTable(2)).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardValues } from '@/test/cards';
import { TablePanel, type Column } from './table-panel';

interface Row {
  name: string;
  points: number;
  me: boolean;
}
const rows: Row[] = [
  { name: 'Amira Saleh', points: 1200, me: false },
  { name: 'Sami Haddad', points: 900, me: true },
];

function showPanel(onOpen = vi.fn()) {
  const columns: Column<Row>[] = [
    { header: 'Name', cell: (r) => r.name },
    { header: 'Points', numeric: true, cell: (r) => r.points.toLocaleString('en-US') },
    {
      header: 'Actions',
      action: true,
      cell: (r) => (
        <button
          type="button"
          onClick={() => {
            onOpen(r.name);
          }}
        >
          Open {r.name}
        </button>
      ),
    },
  ];
  render(
    <TablePanel
      caption="Standings"
      maxHeight="max-h-96"
      columns={columns}
      rows={rows}
      rowKey={(r) => r.name}
      isCurrent={(r) => r.me}
    />,
  );
  return onOpen;
}

describe('TablePanel', () => {
  it('declares each column once: a table with headers, and cards with the same labels', () => {
    showPanel();
    const region = screen.getByRole('region', { name: 'Standings' });
    const table = within(region).getByRole('table', { name: 'Standings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Points', 'Actions']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Amira Saleh1,200');

    const cards = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(cards.map((card) => cardValues(card))).toEqual([
      { Name: 'Amira Saleh', Points: '1,200' },
      { Name: 'Sami Haddad', Points: '900' },
    ]);
    // An action column has no label in a card: its button names itself.
    expect(within(cards[0] as HTMLElement).getByRole('button')).toHaveTextContent(
      'Open Amira Saleh',
    );
  });

  it('displays the table from 640 px up and the cards below it, never both', () => {
    showPanel();
    const region = screen.getByRole('region', { name: 'Standings' });
    // jsdom has no stylesheet: the Tailwind classes are what CSS turns into display:none.
    expect(within(region).getByRole('table').className).toMatch(/(^| )hidden( |$)/);
    expect(within(region).getByRole('table').className).toContain('sm:table');
    expect(within(region).getByRole('list').className).toContain('sm:hidden');
  });

  it("marks the member's own row in both layouts", () => {
    showPanel();
    const region = screen.getByRole('region', { name: 'Standings' });
    const current = within(region)
      .getAllByRole('row')
      .filter((r) => r.getAttribute('aria-current') === 'true');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Sami Haddad');
    const card = within(region)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('aria-current') === 'true');
    expect(card.map((li) => cardValues(li).Name)).toEqual(['Sami Haddad']);
  });

  it('scrolls within its maximum height, reachable by keyboard, and never traps the page', () => {
    showPanel();
    const region = screen.getByRole('region', { name: 'Standings' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.className).toContain('max-h-96');
    expect(region.className).toContain('overscroll-auto');
    expect(region.className).not.toMatch(/overscroll-(contain|none)/);
  });

  it('runs the action of a card button', async () => {
    const onOpen = showPanel();
    const cards = within(screen.getByRole('list')).getAllByRole('listitem');
    await userEvent.click(within(cards[1] as HTMLElement).getByRole('button'));
    expect(onOpen).toHaveBeenCalledWith('Sami Haddad');
  });
});

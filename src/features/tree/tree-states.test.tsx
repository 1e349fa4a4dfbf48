import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '@contract/user';
import { memberTable, renderTree, serveTree } from './test-serve';
import { signedIn } from '@/test/members';
import { setupMsw } from '@/test/msw';

const server = setupMsw();

describe('Tree screen states', () => {
  it('skips the fetch after a failed attempt until Try Again resets it (spec section 4)', async () => {
    const seen = serveTree(server, [3]);
    renderTree(
      '/tree',
      signedIn(undefined, {
        referralTree: {
          tree: null,
          loading: false,
          error: 'Failed to load referral tree',
          attempted: true,
        },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load user tree');
    expect(seen).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await memberTable()).toBeInTheDocument();
    expect(seen).toHaveLength(1);
  });

  it("shows 'Your session has expired. Please log in again.' when the tree call answers 401", async () => {
    serveTree(server, [3], () =>
      HttpResponse.json({ success: false, message: 'Unauthorized' }, { status: 401 }),
    );
    renderTree();
    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('shows the expired state without calling when the session is not valid (bad token)', async () => {
    const seen = serveTree(server, [3]);
    renderTree('/tree', signedIn(undefined, { token: 'not-a-jwt' }));
    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it("shows 'Authentication Required' with Go to Login for a stored user without an id", async () => {
    const seen = serveTree(server, [3]);
    renderTree('/tree', signedIn({ username: 'demo' } as User));
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('shows the empty state with Refresh, which loads again', async () => {
    const seen = serveTree(server, []);
    renderTree();
    expect(await screen.findByRole('heading', { name: 'No team members yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => {
      expect(seen).toHaveLength(2);
    });
  });
});

/** The profile's account sections (issue 28): password, devices, data export, closing. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage, server, setupMsw, signIn } from '@/features/auth/test/harness';
import { serveSessions } from './account-fixtures';
import { AccountSections } from './account-sections';

setupMsw();

const open = () =>
  renderPage({
    path: '/profile',
    pages: { '/profile': <AccountSections />, '/': <p>Home page</p> },
  });

beforeEach(() => {
  signIn();
  server.use(serveSessions());
});

describe('Password', () => {
  it('checks the fields first, then sends them and clears the form', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/user/password', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'ok' });
      }),
    );
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Current password is required',
    );
    await user.type(screen.getByLabelText('Current password'), 'Secret123');
    await user.type(screen.getByLabelText('New password'), 'Better456');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password changed. Your other devices are signed out.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      { currentPassword: 'Secret123', password: 'Better456', confirmPassword: 'Better456' },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    server.use(
      http.post('*/api/user/password', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Current password is incorrect',
            code: 'CURRENT_PASSWORD_WRONG',
            errors: { currentPassword: 'Current password is incorrect' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = open();
    await user.type(screen.getByLabelText('Current password'), 'Nope12345');
    await user.type(screen.getByLabelText('New password'), 'Better456');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => {
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'Current password is incorrect',
      );
    });
  });
});

describe('Signed-in devices', () => {
  it('lists this device first and signs out the others', async () => {
    let signedOut = false;
    server.use(
      http.post('*/api/user/sessions/sign-out-others', () => {
        signedOut = true;
        return HttpResponse.json({ success: true, message: 'ok', signedOut: 1 });
      }),
    );
    const { user } = open();
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    await within(list).findByText('Chrome on Linux');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('This device')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Safari on iOS')).toBeInTheDocument();
    server.use(serveSessions([]));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('Signed out of 1 other device')).toBeInTheDocument();
    expect(signedOut).toBe(true);
  });
});

describe('Download my data', () => {
  it('fetches the ZIP and hands it to the browser under the server’s name', async () => {
    server.use(
      http.get('*/api/user/export', () =>
        HttpResponse.arrayBuffer(new Uint8Array([0x50, 0x4b, 3, 4]).buffer, {
          headers: {
            'content-type': 'application/zip',
            'content-disposition': 'attachment; filename="rihla-my-data-2026-11-26.zip"',
          },
        }),
      ),
    );
    const created = vi.fn(() => 'blob:zip');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data is downloaded')).toBeInTheDocument();
    expect(clicked).toEqual(['rihla-my-data-2026-11-26.zip']);
    click.mockRestore();
  });
});

describe('Close account', () => {
  it('asks for the password, then the mailed code and the forfeit consent, then signs out', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/user/close/code', () =>
        HttpResponse.json({ success: true, message: 'sent', forfeitAed: 12.5 }),
      ),
      http.post('*/api/user/close', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Your account is closed' });
      }),
    );
    const { user, router } = open();
    await user.click(screen.getByRole('button', { name: 'Close account' }));
    await user.type(screen.getByLabelText('Your password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    await user.type(await screen.findByLabelText('Code from the e-mail'), '123456');
    expect(screen.getByText(/You have AED\s12\.50 available/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close my account for good' }));
    expect(
      screen.getByRole('checkbox', { name: 'I give up this balance' }),
    ).toHaveAccessibleDescription(/Confirm that the remaining balance is given up/);
    await user.click(screen.getByRole('checkbox', { name: 'I give up this balance' }));
    await user.click(screen.getByRole('button', { name: 'Close my account for good' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/');
    });
    expect(bodies).toEqual([{ password: 'Secret123', code: '123456', acceptForfeit: true }]);
    expect(localStorage.getItem('auth_token')).toBeNull();
  });

  it('shows why closing is refused', async () => {
    server.use(
      http.post('*/api/user/close/code', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'You have AED 50.00 or more available. Please withdraw it first.',
            code: 'CLOSE_BALANCE',
          },
          { status: 409 },
        ),
      ),
    );
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Close account' }));
    await user.type(screen.getByLabelText('Your password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    const region = screen.getByRole('region', { name: 'Close account' });
    expect(
      await within(region).findByText(/Please withdraw it first/, { selector: 'span' }),
    ).toBeVisible();
    expect(within(region).getByRole('alert')).toHaveTextContent(
      'You have AED 50.00 or more available. Please withdraw it first.',
    );
  });
});

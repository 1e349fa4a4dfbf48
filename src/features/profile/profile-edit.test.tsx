import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@contract/user';
import { renderApp } from '@/test/app';
import {
  gate,
  renderPage,
  sampleUser,
  server,
  setupMsw,
  signIn,
  TOKEN,
} from '@/features/auth/test/harness';
import { serveSessions } from './account-fixtures';
import ProfilePage from './profile-page';

setupMsw();

const CURRENT = '/api/drivers/get-current-user';
const PROFILE = '/api/user/profile';
const PHOTO = '/api/user/profile/photo';

const open = () => renderPage({ path: '/profile', pages: { '/profile': <ProfilePage /> } });

function serveCurrent(user: User = sampleUser()) {
  server.use(
    http.get(CURRENT, () => HttpResponse.json({ success: true, token: TOKEN, user })),
    // The share card's link (issue 31).
    http.get('/api/user/referral-link', () =>
      HttpResponse.json({
        success: true,
        message: 'ok',
        referralLink: 'https://rihla.example/signup?ref=layla_h',
      }),
    ),
  );
}

/** Answers PATCH /user/profile with the user changed as asked, and records the bodies. */
function servePatch() {
  const bodies: unknown[] = [];
  server.use(
    http.patch(PROFILE, async ({ request }) => {
      const body = (await request.json()) as Partial<User>;
      bodies.push(body);
      const user = sampleUser({
        ...body,
        name: `${body.firstName ?? ''} ${body.lastName ?? ''}`.trim(),
      });
      return HttpResponse.json({ success: true, message: 'Profile updated successfully', user });
    }),
  );
  return bodies;
}

const stored = () => JSON.parse(localStorage.getItem('auth_user') ?? 'null') as User;

beforeEach(() => {
  signIn();
  serveCurrent();
  server.use(serveSessions());
  // jsdom has no object URLs; the preview only needs one to show.
  Object.assign(URL, {
    createObjectURL: vi.fn(() => 'blob:preview'),
    revokeObjectURL: vi.fn(),
  });
});

describe('editing the profile', () => {
  it('saves first name, last name and gender, then toasts and shows the new name', async () => {
    const bodies = servePatch();
    const { user, store } = open();
    const first = await screen.findByLabelText('First name');
    expect(first).toHaveValue('Layla');
    expect(first).toHaveAttribute('maxLength', '60');
    expect(screen.getByLabelText(/Last name/)).toHaveAttribute('maxLength', '60');
    await user.clear(first);
    await user.type(first, 'Amal');
    await user.clear(screen.getByLabelText(/Last name/));
    await user.type(screen.getByLabelText(/Last name/), 'Saleh');
    await user.selectOptions(screen.getByLabelText('Gender'), 'Other');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ firstName: 'Amal', lastName: 'Saleh', gender: 'Other' }]);
    expect(screen.getByRole('heading', { name: 'Amal Saleh' })).toBeInTheDocument();
    expect(store.getState().auth.user?.firstName).toBe('Amal');
    expect(stored()).toMatchObject({ firstName: 'Amal', lastName: 'Saleh', gender: 'Other' });
    // The token is kept as it was.
    expect(localStorage.getItem('auth_token')).toBe(TOKEN);
  });

  it('shows the sign-up messages under the fields and sends nothing while they stand', async () => {
    const bodies = servePatch();
    const { user } = open();
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.selectOptions(screen.getByLabelText('Gender'), '');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Gender is required')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => {
      expect(first).toHaveFocus();
    });
    // Messages follow what is typed after the first try.
    await user.type(first, 'Amal');
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("puts the server's field message under its field", async () => {
    server.use(
      http.patch(PROFILE, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'First name contains characters that are not allowed.',
            errors: { firstName: 'First name contains characters that are not allowed.' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = open();
    await user.type(await screen.findByLabelText('First name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const field = screen.getByLabelText('First name');
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(
        'First name contains characters that are not allowed.',
      );
    });
    expect(stored().firstName).toBe('Layla');
  });

  it('shows username, email, phone and sponsor without letting them be edited', async () => {
    signIn(sampleUser({ sponsorBy: 'amira' }));
    serveCurrent(sampleUser({ sponsorBy: 'amira' }));
    open();
    const section = await screen.findByRole('region', { name: 'Edit profile' });
    expect(within(section).getByRole('heading', { name: 'Account details' })).toBeInTheDocument();
    const terms = within(section).getAllByRole('term');
    const values = within(section).getAllByRole('definition');
    expect(terms.map((t, i) => [t.textContent, values[i]?.textContent])).toEqual([
      ['Username', 'layla_h'],
      ['Email', 'layla@example.com'],
      ['Phone number', '+971501234567'],
      ['Sponsor', 'amira'],
    ]);
    expect(screen.queryByRole('textbox', { name: /Username|Email|Phone|Sponsor/ })).toBeNull();
  });

  it('updates the greeting in the navbar after a save', async () => {
    servePatch();
    const view = renderApp('/profile');
    const first = await screen.findByLabelText('First name');
    await view.user.clear(first);
    await view.user.type(first, 'Amal');
    await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Profile updated successfully');
    await view.user.click(screen.getByRole('button', { name: /menu/i }));
    expect(screen.getByRole('navigation', { name: 'Mobile' })).toHaveTextContent('Hello, Amal');
  });
});

describe('the profile photo', () => {
  const png = () =>
    new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
  const input = () => screen.getByLabelText<HTMLInputElement>('New profile photo');
  const photoAlert = () =>
    within(screen.getByRole('region', { name: 'Profile photo' })).getByRole('alert');

  it('previews the chosen photo, uploads it with progress, and shows the new avatar', async () => {
    const hold = gate();
    let field: FormDataEntryValue | null = null;
    server.use(
      http.post(PHOTO, async ({ request }) => {
        field = (await request.formData()).get('photo');
        await hold.pass();
        return HttpResponse.json({
          success: true,
          message: 'Profile photo updated successfully',
          user: sampleUser({ selfieImage: 'uploads/new.webp' }),
        });
      }),
    );
    const { user, store } = open();
    await screen.findByRole('button', { name: 'Choose photo' });
    await user.upload(input(), png());
    expect(screen.getByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    await hold.arrived;
    expect(field).toMatchObject({ type: 'image/png' });
    hold.open();

    expect(await screen.findByText('Profile photo updated successfully')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Layla Haddad' })).toHaveAttribute(
      'src',
      '/uploads/new.webp',
    );
    expect(screen.queryByRole('img', { name: 'Preview of your new photo' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(store.getState().auth.user?.selfieImage).toBe('uploads/new.webp');
    expect(stored().selfieImage).toBe('uploads/new.webp');
  });

  it("shows the server's message when it refuses the file, keeping the choice", async () => {
    server.use(
      http.post(PHOTO, () =>
        HttpResponse.json(
          { success: false, message: 'The photo must be a JPEG, PNG or WebP image.' },
          { status: 400 },
        ),
      ),
    );
    const { user } = open();
    await screen.findByRole('button', { name: 'Choose photo' });
    await user.upload(input(), new File(['just text'], 'notes.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    await waitFor(() => {
      expect(photoAlert()).toHaveTextContent('The photo must be a JPEG, PNG or WebP image.');
    });
    expect(screen.getByRole('button', { name: 'Upload photo' })).toBeEnabled();
    expect(stored().selfieImage).toBeNull();
  });

  it('refuses a photo over 5 MB or of another type before sending anything', async () => {
    let calls = 0;
    server.use(
      http.post(PHOTO, () => {
        calls += 1;
        return HttpResponse.json({ success: false }, { status: 500 });
      }),
    );
    const { user } = open();
    await screen.findByRole('button', { name: 'Choose photo' });
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    await user.upload(input(), big);
    expect(photoAlert()).toHaveTextContent('The photo must be at most 5 MB.');
    expect(screen.queryByRole('button', { name: 'Upload photo' })).toBeNull();
    // The input's accept list is only a hint; a GIF chosen anyway is refused too.
    const anyFile = userEvent.setup({ applyAccept: false, delay: null });
    await anyFile.upload(input(), new File(['GIF89a'], 'a.gif', { type: 'image/gif' }));
    expect(photoAlert()).toHaveTextContent('The photo must be a JPEG, PNG or WebP image.');
    expect(screen.queryByRole('img', { name: 'Preview of your new photo' })).toBeNull();
    expect(calls).toBe(0);
  });
});

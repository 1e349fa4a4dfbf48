import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ContactForm } from './contact-form';

const received: unknown[] = [];
const server = setupServer(
  http.post('*/api/contact', async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json({ success: true, message: 'Message sent' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
});
afterAll(() => server.close());

async function fill(name: string, email: string, message: string) {
  const user = userEvent.setup();
  if (name) await user.type(screen.getByLabelText('Name'), name);
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (message) await user.type(screen.getByLabelText('Message'), message);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('Contact form', () => {
  it('shows the field errors and sends nothing when the form is empty', async () => {
    renderWithProviders(<ContactForm />);
    await fill('', '', '');
    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Message is required')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(received).toHaveLength(0);
  });

  it("rejects a malformed e-mail with 'Email is invalid'", async () => {
    renderWithProviders(<ContactForm />);
    await fill('Layla', 'layla@', 'Hello');
    expect(screen.getByText('Email is invalid')).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is invalid');
    expect(received).toHaveLength(0);
  });

  it("posts {name, email, message}, toasts 'Message sent. We will reply soon.' and clears", async () => {
    renderWithProviders(<ContactForm />);
    await fill('Layla Haddad', 'layla@example.com', 'Do you cover Fujairah?');
    expect(await screen.findByText('Message sent. We will reply soon.')).toBeInTheDocument();
    expect(received).toEqual([
      { name: 'Layla Haddad', email: 'layla@example.com', message: 'Do you cover Fujairah?' },
    ]);
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("toasts 'Failed to send message. Please try again.' when the server fails", async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json({ success: false, message: 'Internal error' }, { status: 500 }),
      ),
    );
    renderWithProviders(<ContactForm />);
    await fill('Layla', 'layla@example.com', 'Hello');
    expect(
      await screen.findByText('Failed to send message. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  it('shows the server’s field errors under the fields', async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          { success: false, message: 'Invalid input', errors: { email: 'Email is invalid' } },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<ContactForm />);
    await fill('Layla', 'layla@example.com', 'Hello');
    expect(await screen.findByText('Email is invalid')).toBeVisible();
  });
});

import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderPage, server, setupMsw, startFakeClock } from '../test/harness';
import SignupPage from '../pages/signup-page';

setupMsw();

const BY_USERNAME = '/api/user/by-username';

function lookups(answer: (username: string) => Response) {
  const asked: string[] = [];
  server.use(
    http.get(BY_USERNAME, ({ request }) => {
      const username = new URL(request.url).searchParams.get('username') ?? '';
      asked.push(username);
      return answer(username);
    }),
  );
  return asked;
}
const found = (firstName: string, lastName: string) =>
  HttpResponse.json({ success: true, user: { firstName, lastName } });

describe('Sponsor look-up', () => {
  it('looks the ?ref= sponsor up 500 ms after load and shows "First Last"', async () => {
    const advance = startFakeClock();
    const asked = lookups(() => found('Demo', 'Member'));
    renderPage({
      path: '/signup?ref=demo',
      pages: { '/signup': <SignupPage /> },
      advanceTimers: advance,
    });
    act(() => {
      advance(499);
    });
    expect(asked).toEqual([]);
    act(() => {
      advance(1);
    });
    expect(await screen.findByText('Demo Member')).toBeInTheDocument();
    expect(asked).toEqual(['demo']);
  });

  it('asks once, 500 ms after typing stops', async () => {
    const advance = startFakeClock();
    const asked = lookups(() => found('Ann', 'Lee'));
    const { user } = renderPage({
      path: '/signup',
      pages: { '/signup': <SignupPage /> },
      advanceTimers: advance,
    });
    await user.type(screen.getByLabelText(/Sponsor code/), 'ann_lee');
    expect(asked).toEqual([]);
    act(() => {
      advance(500);
    });
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(asked).toEqual(['ann_lee']);
  });

  it.each([
    ['a first name only', () => found('Ann', ''), 'Sponsor not found'],
    [
      '404',
      () => HttpResponse.json({ success: false, message: 'User not found' }, { status: 404 }),
      'Invalid sponsor username',
    ],
    [
      'another error',
      () => new HttpResponse(null, { status: 500 }),
      'Error fetching sponsor details',
    ],
    [
      'a rate limit',
      () => HttpResponse.json({ success: false, message: 'Too many' }, { status: 429 }),
      'Error fetching sponsor details',
    ],
  ])('shows the right message for %s', async (_case, answer, message) => {
    const advance = startFakeClock();
    lookups(answer);
    const { user } = renderPage({
      path: '/signup',
      pages: { '/signup': <SignupPage /> },
      advanceTimers: advance,
    });
    await user.type(screen.getByLabelText(/Sponsor code/), 'someone');
    act(() => {
      advance(500);
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('clears the result when the sponsor code is emptied', async () => {
    const advance = startFakeClock();
    lookups(() => found('Ann', 'Lee'));
    const { user } = renderPage({
      path: '/signup?ref=ann',
      pages: { '/signup': <SignupPage /> },
      advanceTimers: advance,
    });
    act(() => {
      advance(500);
    });
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Sponsor code/));
    expect(screen.queryByText('Ann Lee')).not.toBeInTheDocument();
  });
});

/**
 * Component-test harness for the auth and profile pages: the pages under test rendered with
 * `renderWithProviders` (a stand-in at every other path), and one msw server that fails the test
 * on any request it has no handler for.
 */
import type { ReactNode } from 'react';
import { setupServer } from 'msw/node';
import { parsePath } from 'react-router-dom';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import type { User } from '@contract/user';
import { saveSession } from '@/lib/session';
import { Elsewhere, renderWithProviders } from '@/test/render';
// The thunks load the API module lazily; loading it here keeps that cost out of timed waits.
import '../api';

export const server = setupServer();

/** Call once at the top of a test file. */
export function setupMsw(): void {
  // Form tests type a lot; the machine is shared.
  vi.setConfig({ testTimeout: 20_000 });
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    toast.remove();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  afterAll(() => {
    server.close();
  });
}

/**
 * Fake timers for countdowns and debounces. Testing Library's waitFor/findBy advance fake time
 * only when they see a `jest` global, so one is provided that drives Vitest's clock.
 */
export function startFakeClock(): (ms: number) => void {
  vi.useFakeTimers();
  vi.stubGlobal('jest', {
    advanceTimersByTime: (ms: number) => {
      vi.advanceTimersByTime(ms);
    },
  });
  return (ms: number) => {
    vi.advanceTimersByTime(ms);
  };
}

export interface RenderOptions {
  path: string;
  state?: unknown;
  /** Extra routes, as path → element. */
  pages: Record<string, ReactNode>;
  /** Pass vi.advanceTimersByTime when fake timers are on. */
  advanceTimers?: (ms: number) => unknown;
}

/** The pages under test, and at every other path a stand-in that shows where the router went. */
export function renderPage({ path, state, pages, advanceTimers }: RenderOptions) {
  return renderWithProviders(null, {
    routes: [
      ...Object.entries(pages).map(([p, element]) => ({ path: p, element })),
      { path: '*', element: <Elsewhere /> },
    ],
    route: { ...parsePath(path), state },
    userOptions: advanceTimers ? { advanceTimers } : { delay: null },
  });
}

export const sampleUser = (over: Partial<User> = {}): User => ({
  _id: 'u1',
  id: 'u1',
  username: 'layla_h',
  firstName: 'Layla',
  lastName: 'Haddad',
  name: 'Layla Haddad',
  email: 'layla@example.com',
  phoneNumber: '+971501234567',
  role: 'customer',
  sponsorId: 'abc123',
  sponsorBy: null,
  gender: 'Female',
  country: 'UAE',
  kycLevel: 0,
  kycStatus: null,
  isVerified: true,
  selfieImage: null,
  createdAt: '2026-03-14T09:00:00.000Z',
  updatedAt: '2026-03-14T09:00:00.000Z',
  joinedAt: '2026-03-14T09:00:00.000Z',
  joinedDate: '2026-03-14T09:00:00.000Z',
  crrRank: { current: 'None', lastUpdated: null, rewardAmount: 0, rewardClaimed: false },
  qualificationPoints: {
    pgp: { monthly: 0, accumulated: 0 },
    tgp: { monthly: 0, accumulated: 0 },
    total: { monthly: 0, accumulated: 0 },
  },
  language: 'en',
  ...over,
});

/** A well-formed (three-part) token; the content does not matter to the SPA. */
export const TOKEN = 'aaa.bbb.ccc';

/** Stores a signed-in session before the store is made. */
export function signIn(user: User = sampleUser(), token = TOKEN): void {
  saveSession(token, user, true);
}

/**
 * Holds a mocked answer until the test opens the gate, so loading states can be seen.
 * `arrived` settles once the request reached the handler.
 */
export function gate() {
  let markArrived: () => void = () => undefined;
  let markOpen: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    markArrived = resolve;
  });
  const opened = new Promise<void>((resolve) => {
    markOpen = resolve;
  });
  return {
    arrived,
    open: markOpen,
    /** Call inside the handler before answering. */
    pass: async () => {
      markArrived();
      await opened;
    },
  };
}

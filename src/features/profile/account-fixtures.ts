/** Test-only: msw answers for the profile's account sections (issue 28). */
import { http, HttpResponse } from 'msw';
import type { DeviceSession } from '@contract/member-rights';

export const SESSIONS = '*/api/user/sessions';

export const sampleSessions: DeviceSession[] = [
  {
    id: 'a1b2c3d4e5f60718',
    device: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36',
    createdAt: '2026-11-20T08:00:00.000Z',
    expiresAt: '2026-11-27T08:00:00.000Z',
    current: true,
  },
  {
    id: 'ffeeddccbbaa9988',
    device: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1',
    createdAt: '2026-11-18T19:30:00.000Z',
    expiresAt: '2026-11-25T19:30:00.000Z',
    current: false,
  },
];

/** The devices list the sections load on render. */
export const serveSessions = (sessions: DeviceSession[] = sampleSessions) =>
  http.get(SESSIONS, () => HttpResponse.json({ success: true, sessions }));

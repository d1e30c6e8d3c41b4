// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import type { Me } from '@updately/shared/me-api';
import { MESSAGES } from '@updately/shared/messages';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../lib/query-client';
import { RequireAdmin, RequireAuth } from './guards';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError, success: vi.fn() } }));
const signOutLocally = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../features/auth/api/sign-out', () => ({ signOutLocally }));

const USER: NonNullable<Me['user']> = {
  id: '00000000-0000-4000-8000-000000000002',
  email: 'grace@example.com',
  name: 'Grace Hopper',
  emailVerified: true,
  image: null,
  twoFactorEnabled: false,
  phoneNumber: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const PROFILE: NonNullable<Me['profile']> = {
  first_name: 'Grace',
  last_name: 'Hopper',
  auth_provider: 'email',
  data_processing_consent: true,
  marketing_consent: false,
  avatar_url: null,
  onboarding_history: [],
  onboarding_completed_at: null,
  location: null,
};
const ANONYMOUS: Me = {
  user: null,
  profile: null,
  isAdmin: false,
  isBusinessMember: false,
  safe_mode: false,
};

let me: Me;
const streams: FakeEventSource[] = [];

class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  readyState = 1;
  constructor(readonly url: string) {
    super();
    streams.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

let root: Root | undefined;
let container: HTMLElement;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Where /> },
      { path: '/login', element: <Where /> },
      {
        element: (
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        ),
        children: [
          { path: '/dashboard', element: <Where /> },
          { path: '/footprints', element: <Where /> },
          {
            path: '/admin',
            element: (
              <RequireAdmin>
                <p data-testid="where">admin area</p>
              </RequireAdmin>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() =>
    root?.render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
}

const where = () => container.querySelector('[data-testid="where"]')?.textContent;

beforeEach(() => {
  vi.spyOn(console, 'error');
  vi.spyOn(console, 'warn');
  me = { user: USER, profile: PROFILE, isAdmin: false, isBusinessMember: false, safe_mode: false };
  streams.length = 0;
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', vi.fn(answer));
});

/** /api/me answers `me`; get-session a session while `me` has a user (as better-auth would). */
let sessionAnswer: () => Response = () =>
  Response.json(me.user ? { session: { id: 'session-1' }, user: me.user } : null);

async function answer(input: RequestInfo | URL): Promise<Response> {
  const url = String(input);
  if (url.startsWith('/api/me')) return Response.json(me);
  if (url.startsWith('/api/auth/get-session')) return sessionAnswer();
  if (url.startsWith('/api/journeys')) {
    return Response.json(
      { error: { code: 'UNAUTHORIZED', message: 'Sign in required' } },
      {
        status: 401,
      },
    );
  }
  return Response.json(null);
}

afterEach(() => {
  sessionAnswer = () =>
    Response.json(me.user ? { session: { id: 'session-1' }, user: me.user } : null);
  vi.useRealTimers();
  root?.unmount();
  root = undefined;
  container.remove();
  expect(console.error).not.toHaveBeenCalled();
  expect(console.warn).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('RequireAuth', () => {
  it('sends visitors to sign in, remembering where they were going', async () => {
    me = ANONYMOUS;
    renderAt('/footprints?view=all');
    await vi.waitFor(() => expect(where()).toBe('/login?redirectTo=%2Ffootprints%3Fview%3Dall'));
  });

  it('shows a labelled spinner while it asks who is signed in, then the page', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderAt('/dashboard');
    expect(container.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading');

    answer(Response.json(me));
    await vi.waitFor(() => expect(where()).toBe('/dashboard'));
  });

  it("ends the session with 'Session Invalid' when a focus check finds the user gone", async () => {
    renderAt('/dashboard');
    await vi.waitFor(() => expect(where()).toBe('/dashboard'));

    me = ANONYMOUS;
    window.dispatchEvent(new Event('focus'));

    await vi.waitFor(() => expect(where()).toBe('/'));
    expect(toastError).toHaveBeenCalledExactlyOnceWith(MESSAGES.sessionInvalid.title, {
      description: MESSAGES.sessionInvalid.description,
    });
    expect(signOutLocally).toHaveBeenCalled();
  });

  it("ends the session with 'Account Deleted' on the live profile_deleted event", async () => {
    renderAt('/dashboard');
    await vi.waitFor(() => expect(streams.at(-1)?.url).toBe('/api/realtime'));

    streams.at(-1)?.dispatchEvent(new Event('profile_deleted'));

    await vi.waitFor(() => expect(where()).toBe('/'));
    expect(toastError).toHaveBeenCalledExactlyOnceWith(MESSAGES.accountDeleted.title, {
      description: MESSAGES.accountDeleted.description,
    });
    expect(streams.every((stream) => stream.readyState === FakeEventSource.CLOSED)).toBe(true);
  });
});

describe('RequireAuth: one lost session, one outcome (Session Invalid)', () => {
  const expectSessionInvalid = async () => {
    await vi.waitFor(() => expect(where()).toBe('/'));
    expect(toastError).toHaveBeenCalledExactlyOnceWith(MESSAGES.sessionInvalid.title, {
      description: MESSAGES.sessionInvalid.description,
    });
  };

  it('a 401 answer to any call', async () => {
    renderAt('/dashboard');
    await vi.waitFor(() => expect(where()).toBe('/dashboard'));
    const { api } = await import('../lib/api-client');
    await expect(api.get('/api/journeys')).rejects.toMatchObject({
      status: 401,
      message: MESSAGES.authSessionMissing,
    });
    await expectSessionInvalid();
  });

  it('a profile missing right after sign-in (the first answer already says so)', async () => {
    me = { ...me, profile: null };
    renderAt('/dashboard');
    await expectSessionInvalid();
  });

  it('a profile gone at the 2-minute check', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderAt('/dashboard');
    await vi.waitFor(() => expect(where()).toBe('/dashboard'));
    me = { ...me, profile: null };
    await vi.advanceTimersByTimeAsync(119_000);
    expect(where()).toBe('/dashboard');
    await vi.advanceTimersByTimeAsync(1_000);
    await expectSessionInvalid();
  });

  it('a session refresh refused for good (a 500), but not a 503', async () => {
    sessionAnswer = () => Response.json({}, { status: 503 });
    renderAt('/dashboard');
    await vi.waitFor(() => expect(where()).toBe('/dashboard'));
    // Retried 3 times (200 + 400 + 800 ms), then no verdict: the user stays.
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(where()).toBe('/dashboard');
    expect(toastError).not.toHaveBeenCalled();

    sessionAnswer = () => Response.json({}, { status: 500 });
    window.dispatchEvent(new Event('focus'));
    await expectSessionInvalid();
  });

  it('this stream reporting its own session ended', async () => {
    renderAt('/dashboard');
    await vi.waitFor(() => expect(streams.at(-1)?.url).toBe('/api/realtime'));
    me = ANONYMOUS;
    streams.at(-1)?.dispatchEvent(new Event('session_ended'));
    await expectSessionInvalid();
  });
});

describe('RequireAdmin', () => {
  it('sends signed-in non-admins to the dashboard', async () => {
    renderAt('/admin');
    await vi.waitFor(() => expect(where()).toBe('/dashboard'));
  });

  it('lets admins in', async () => {
    me = { ...me, isAdmin: true };
    renderAt('/admin');
    await vi.waitFor(() => expect(where()).toBe('admin area'));
  });
});

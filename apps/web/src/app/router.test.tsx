// @vitest-environment happy-dom
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MESSAGES } from '@updately/shared/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../lib/query-client';
import { createRoutes } from './router';

// [path, the page's <h1>, document.title]
const PAGES: [string, string, string][] = [
  [
    '/',
    'Life changes. Your details update everywhere.',
    'Update your details everywhere · Updately',
  ],
  ['/journeys', 'Journeys', 'Journeys · Updately'],
  ['/how-it-works', 'How it works', 'How it works · Updately'],
  ['/security', 'Security', 'Security · Updately'],
  ['/faq', 'Frequently asked questions', 'FAQ · Updately'],
  ['/for-business', 'For Business', 'For Business · Updately'],
  ['/about', 'About Updately', 'About · Updately'],
  ['/login', 'Sign in', 'Sign in · Updately'],
  ['/signup', 'Create your account', 'Sign up · Updately'],
  ['/forgot-password', 'Forgot your password?', 'Forgot password · Updately'],
  ['/reset-password', 'Reset your password', 'Reset password · Updately'],
  ['/moving-home', 'Moving Home', 'Moving Home · Updately'],
  ['/terms_of_service', 'Terms of Service', 'Terms of Service · Updately'],
  ['/privacy?view=policy', 'Privacy Policy', 'Privacy Policy · Updately'],
  ['/oauth-callback', 'Finishing sign-in', 'Signing in · Updately'],
  ['/help/moving-safely', 'Moving safely', 'Moving safely · Updately'],
  ['/dashboard', 'Dashboard', 'Dashboard · Updately'],
  ['/footprints', 'Digital Footprints', 'Digital Footprints · Updately'],
  ['/app/journeys', 'My Journeys', 'My Journeys · Updately'],
  ['/journeys/3f2a', 'Journey details', 'Journey details · Updately'],
  ['/profile', 'Profile', 'Profile · Updately'],
  ['/help', 'Help & Support', 'Help & Support · Updately'],
  // Signed in, /privacy is Privacy & Security; visitors get the policy (tested below).
  ['/privacy', 'Privacy & Security', 'Privacy & Security · Updately'],
  ['/admin', 'Admin Dashboard', 'Admin Dashboard · Updately'],
  ['/admin/users', 'Users', 'Users · Admin · Updately'],
  ['/admin/journeys', 'Journeys', 'Journeys · Admin · Updately'],
  ['/admin/brands', 'Brands', 'Brands · Admin · Updately'],
  ['/admin/integration-builder', 'Integration Builder', 'Integration Builder · Admin · Updately'],
  ['/admin/audit-logs', 'Audit Logs', 'Audit Logs · Admin · Updately'],
  ['/admin/error-logs', 'Error Logs', 'Error Logs · Admin · Updately'],
  ['/admin/security', 'Security', 'Security · Admin · Updately'],
  ['/admin/settings', 'Settings', 'Settings · Admin · Updately'],
  ['/admin/feedback', 'Feedback Management', 'Feedback Management · Admin · Updately'],
  ['/no/such/page', 'Page not found', 'Page not found · Updately'],
  ['/admin/nothing-here', 'Page not found', 'Page not found · Updately'],
];

let root: Root | undefined;

// The first visit to a page transforms and loads its lazy chunk: slow on a busy machine.
const PAGE_LOAD = { timeout: 5_000 };

// The guards ask who is signed in and the auth pages read the public config.
const SIGNED_IN_ADMIN = {
  user: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    name: 'Ada Lovelace',
    emailVerified: true,
    image: null,
    twoFactorEnabled: true,
    phoneNumber: null,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  profile: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    auth_provider: 'email',
    data_processing_consent: true,
    marketing_consent: false,
    avatar_url: null,
    onboarding_history: [],
    onboarding_completed_at: null,
    location: null,
  },
  isAdmin: true,
  isBusinessMember: false,
};
const PUBLIC_CONFIG = {
  appName: 'Updately',
  appUrl: 'http://localhost',
  legalName: 'Updately Pty Ltd',
  abn: '00 000 000 000',
  turnstileSiteKey: '1x00000000000000000000AA',
  googleEnabled: false,
  smsEnabled: false,
  ssoProviderId: null,
  posthog: null,
  devMailbox: true,
};
const API_ANSWERS: Record<string, unknown> = {
  '/api/me': SIGNED_IN_ADMIN,
  '/api/config': PUBLIC_CONFIG,
  '/api/auth/get-session': { session: { id: 'session-1' }, user: { id: 'admin-1' } },
};
/** /oauth-callback moves on as soon as /api/me answers: holding the answer keeps it in view. */
let holdMe = false;

class SilentEventSource extends EventTarget {
  static readonly CLOSED = 2;
  readyState = 0;
  close() {
    this.readyState = SilentEventSource.CLOSED;
  }
}

beforeEach(() => {
  vi.spyOn(console, 'error');
  vi.spyOn(console, 'warn');
  vi.stubGlobal('EventSource', SilentEventSource);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/me' && holdMe) return new Promise<Response>(() => {});
      return Response.json(API_ANSWERS[path] ?? {});
    }),
  );
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  // Restore before asserting, so one noisy page fails alone instead of every later test.
  const errors = [...vi.mocked(console.error).mock.calls];
  const warnings = [...vi.mocked(console.warn).mock.calls];
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  expect(errors).toEqual([]);
  expect(warnings).toEqual([]);
});

async function renderAt(path: string) {
  holdMe = path.startsWith('/oauth-callback');
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  // Synchronous first render, so the loading state is observable before the lazy page arrives.
  flushSync(() =>
    root?.render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
  return container;
}

function shell(container: HTMLElement) {
  const navs = [...container.querySelectorAll('nav')].map((nav) => nav.getAttribute('aria-label'));
  return navs.join(',');
}

describe('router', () => {
  it.each(PAGES)('renders %s with its heading and title', async (path, heading, title) => {
    const container = await renderAt(path);

    await vi.waitFor(
      () => expect(container.querySelector('h1')?.textContent).toBe(heading),
      PAGE_LOAD,
    );
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelectorAll('main#main')).toHaveLength(1);
    await vi.waitFor(() => expect(document.title).toBe(title), PAGE_LOAD);
  });

  it('shows a labelled loading spinner while the first page loads', async () => {
    const container = await renderAt('/');

    expect(container.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading');
    await vi.waitFor(() => expect(container.querySelector('h1')).not.toBeNull(), PAGE_LOAD);
  });

  it('shows visitors the privacy policy at /privacy', async () => {
    API_ANSWERS['/api/me'] = { user: null, profile: null, isAdmin: false, isBusinessMember: false };
    try {
      const container = await renderAt('/privacy');
      await vi.waitFor(
        () => expect(container.querySelector('h1')?.textContent).toBe('Privacy Policy'),
        PAGE_LOAD,
      );
      expect(shell(container)).toBe('Main,Legal');
    } finally {
      API_ANSWERS['/api/me'] = SIGNED_IN_ADMIN;
    }
  });

  it('tells an admin without two-factor authentication to turn it on, with the way there', async () => {
    API_ANSWERS['/api/me'] = {
      ...SIGNED_IN_ADMIN,
      user: { ...SIGNED_IN_ADMIN.user, twoFactorEnabled: false },
    };
    try {
      const container = await renderAt('/admin/feedback');
      await vi.waitFor(
        () =>
          expect(container.querySelector('h1')?.textContent).toBe(
            'Two-factor authentication needed',
          ),
        PAGE_LOAD,
      );
      expect(container.querySelector('[role="alert"]')?.textContent).toContain(
        MESSAGES.adminMfaRequired,
      );
      const link = [...container.querySelectorAll('a')].find((a) =>
        a.textContent?.includes('Turn on two-factor authentication'),
      );
      expect(link?.getAttribute('href')).toBe('/profile#two-factor');
    } finally {
      API_ANSWERS['/api/me'] = SIGNED_IN_ADMIN;
    }
  });

  it('puts each area in its own shell', async () => {
    const publicPage = await renderAt('/faq');
    await vi.waitFor(() => expect(publicPage.querySelector('h1')).not.toBeNull(), PAGE_LOAD);
    expect(shell(publicPage)).toBe('Main,Legal');
    root?.unmount();

    const appPage = await renderAt('/dashboard');
    await vi.waitFor(() => expect(appPage.querySelector('h1')).not.toBeNull(), PAGE_LOAD);
    expect(shell(appPage)).toBe('App');
    expect(appPage.querySelector('h2')?.textContent).toBe('Updately');
    root?.unmount();

    const adminPage = await renderAt('/admin/users');
    await vi.waitFor(() => expect(adminPage.querySelector('h1')).not.toBeNull(), PAGE_LOAD);
    expect(shell(adminPage)).toBe('Admin');
    expect(adminPage.textContent).toContain('Back to Dashboard');
  });
});

// @vitest-environment happy-dom
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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
  ['/privacy', 'Privacy Policy', 'Privacy Policy · Updately'],
  ['/oauth-callback', 'Finishing sign-in', 'Signing in · Updately'],
  ['/dashboard', 'Dashboard', 'Dashboard · Updately'],
  ['/footprints', 'Digital Footprints', 'Digital Footprints · Updately'],
  ['/app/journeys', 'My Journeys', 'My Journeys · Updately'],
  ['/journeys/3f2a', 'Journey details', 'Journey details · Updately'],
  ['/profile', 'Profile', 'Profile · Updately'],
  ['/help', 'Help & Support', 'Help & Support · Updately'],
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

beforeEach(() => {
  vi.spyOn(console, 'error');
  vi.spyOn(console, 'warn');
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  expect(console.error).not.toHaveBeenCalled();
  expect(console.warn).not.toHaveBeenCalled();
  vi.restoreAllMocks();
});

async function renderAt(path: string) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  // Synchronous first render, so the loading state is observable before the lazy page arrives.
  flushSync(() => root?.render(<RouterProvider router={router} />));
  return container;
}

function shell(container: HTMLElement) {
  const navs = [...container.querySelectorAll('nav')].map((nav) => nav.getAttribute('aria-label'));
  return navs.join(',');
}

describe('router', () => {
  it.each(PAGES)('renders %s with its heading and title', async (path, heading, title) => {
    const container = await renderAt(path);

    await vi.waitFor(() => expect(container.querySelector('h1')?.textContent).toBe(heading));
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelectorAll('main#main')).toHaveLength(1);
    await vi.waitFor(() => expect(document.title).toBe(title));
  });

  it('shows a labelled loading spinner while the first page loads', async () => {
    const container = await renderAt('/');

    expect(container.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading');
    await vi.waitFor(() => expect(container.querySelector('h1')).not.toBeNull());
  });

  it('puts each area in its own shell', async () => {
    const publicPage = await renderAt('/faq');
    await vi.waitFor(() => expect(publicPage.querySelector('h1')).not.toBeNull());
    expect(shell(publicPage)).toBe('Main,Legal');
    root?.unmount();

    const appPage = await renderAt('/dashboard');
    await vi.waitFor(() => expect(appPage.querySelector('h1')).not.toBeNull());
    expect(shell(appPage)).toBe('App');
    expect(appPage.querySelector('h2')?.textContent).toBe('Updately');
    root?.unmount();

    const adminPage = await renderAt('/admin/users');
    await vi.waitFor(() => expect(adminPage.querySelector('h1')).not.toBeNull());
    expect(shell(adminPage)).toBe('Admin');
    expect(adminPage.textContent).toContain('Back to Dashboard');
  });
});

// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../../lib/query-client';
import { TwoFactorEnrolmentForm } from './two-factor-enrolment';

const ENROLMENT = {
  totpURI: 'otpauth://totp/Updately:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Updately',
  backupCodes: ['aaaa-bbbb', 'cccc-dddd'],
};

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

function renderAt() {
  const router = createMemoryRouter(
    [
      {
        path: '/profile',
        element: (
          <>
            <Link to="/dashboard">Dashboard</Link>
            <TwoFactorEnrolmentForm enrolment={ENROLMENT} onCancel={() => {}} />
          </>
        ),
      },
      { path: '/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { initialEntries: ['/profile'] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() =>
    root?.render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
  return router;
}

describe('two-factor enrolment, before the first code', () => {
  it('says a pending key stops working if the person leaves', () => {
    renderAt();
    expect(document.body.textContent).toContain(
      'If you leave before, this key stops working and you will scan a new one next time.',
    );
  });

  it('asks before an in-app navigation, and stays when asked to', async () => {
    const router = renderAt();
    document.querySelector<HTMLAnchorElement>('a[href="/dashboard"]')!.click();
    await vi.waitFor(() =>
      expect(document.body.textContent).toContain('Leave before two-factor is on?'),
    );
    expect(router.state.location.pathname).toBe('/profile');
    const stay = [...document.querySelectorAll('button')].find(
      (button) => button.textContent === 'Stay and finish',
    )!;
    stay.click();
    await vi.waitFor(() =>
      expect(document.body.textContent).not.toContain('Leave before two-factor is on?'),
    );
    expect(router.state.location.pathname).toBe('/profile');
  });
});

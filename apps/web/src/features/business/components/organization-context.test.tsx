// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../../lib/query-client';
import type { Organization } from '../api/list-organizations';
import { BusinessOrganizationProvider, useBusinessOrganization } from './organization-context';
import { OrganizationGate } from './organization-gate';

const STORAGE_KEY = 'updately.business.organization';
const ACME: Organization = { id: 'org-acme', name: 'Acme Energy', slug: 'acme', role: 'owner' };
const BOLT: Organization = { id: 'org-bolt', name: 'Bolt Telco', slug: 'bolt', role: 'member' };

let organizations: Organization[] | 'error';
let root: Root | undefined;
let container: HTMLElement;

function Current() {
  const { select } = useBusinessOrganization();
  return (
    <>
      <button type="button" onClick={() => select(ACME.id)}>
        Choose Acme
      </button>
      <OrganizationGate>
        {(org) => <p data-testid="current">{`${org.name} (${org.role})`}</p>}
      </OrganizationGate>
    </>
  );
}

function render() {
  const router = createMemoryRouter(
    [
      {
        path: '/business',
        element: (
          <BusinessOrganizationProvider>
            <Current />
          </BusinessOrganizationProvider>
        ),
      },
    ],
    { initialEntries: ['/business'] },
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

const text = () => container.textContent ?? '';
const current = () => container.querySelector('[data-testid="current"]')?.textContent;

beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(console, 'error');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (!String(input).startsWith('/api/business/organizations')) return Response.json(null);
      if (organizations === 'error') {
        return Response.json(
          { error: { code: 'INTERNAL', message: 'The database is resting.' } },
          { status: 500 },
        );
      }
      return Response.json({ items: organizations });
    }),
  );
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  container.remove();
  expect(console.error).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the business organisation', () => {
  it('is the first of the user’s organisations when none was chosen', async () => {
    organizations = [ACME, BOLT];
    render();
    await vi.waitFor(() => expect(current()).toBe('Acme Energy (owner)'));
  });

  it('is the one chosen last, remembered on this device', async () => {
    organizations = [ACME, BOLT];
    window.localStorage.setItem(STORAGE_KEY, BOLT.id);
    render();
    await vi.waitFor(() => expect(current()).toBe('Bolt Telco (member)'));

    flushSync(() => container.querySelector('button')?.click());
    expect(current()).toBe('Acme Energy (owner)');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe(ACME.id);
  });

  it('falls back to the first when the remembered one is no longer the user’s', async () => {
    organizations = [BOLT];
    window.localStorage.setItem(STORAGE_KEY, ACME.id);
    render();
    await vi.waitFor(() => expect(current()).toBe('Bolt Telco (member)'));
  });

  it('offers to create one when the user has none', async () => {
    organizations = [];
    render();
    await vi.waitFor(() => expect(text()).toContain('No organisation yet'));
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/business');
  });

  it('says when the list could not be loaded, with a retry', async () => {
    organizations = 'error';
    render();
    await vi.waitFor(() => expect(text()).toContain('Your organisations could not be loaded'));
    expect(text()).toContain('Try again');
  });
});

// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../../lib/query-client';
import { DocumentLinkPage } from './document-link-page';

const TOKEN = '3f2b8a4e-1c5d-4e6f-8a9b-0c1d2e3f4a5b.1795000000.sig';
let root: Root | undefined;
let container: HTMLElement;

function renderWith(answer: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer.clone()),
  );
  const router = createMemoryRouter(
    [{ path: '/documents/:token', element: <DocumentLinkPage /> }],
    {
      initialEntries: [`/documents/${TOKEN}`],
    },
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

afterEach(() => {
  root?.unmount();
  container.remove();
  vi.unstubAllGlobals();
});

describe('DocumentLinkPage', () => {
  it('lists each document with a View and a Download of its stamped copy', async () => {
    renderWith(
      Response.json({
        company_name: 'Acme Energy',
        reference: 'UPD-7K2M',
        expires_at: '2026-12-04T01:00:00.000Z',
        documents: [
          {
            id: 'd1',
            type: 'death_certificate',
            content_type: 'application/pdf',
            size_bytes: 204800,
          },
        ],
      }),
    );
    await vi.waitFor(() => expect(container.textContent).toContain('Death certificate'));
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.textContent)).toEqual([
      'View Death certificate (opens in a new tab)',
      'Download Death certificate',
    ]);
    expect(links[0]!.getAttribute('href')).toBe(
      `/api/document-links/${encodeURIComponent(TOKEN)}/documents/d1?disposition=inline`,
    );
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[1]!.getAttribute('href')).toMatch(/disposition=attachment$/);
    expect(container.textContent).toContain('For Acme Energy, request UPD-7K2M');
    expect(container.textContent).toContain('200 KB');
  });

  it('says in words why an expired or withdrawn link no longer opens', async () => {
    const message = 'This link has expired. Ask Dana Executor to send it again.';
    renderWith(Response.json({ error: { code: 'LINK_EXPIRED', message } }, { status: 410 }));
    await vi.waitFor(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(message),
    );
    expect(container.querySelectorAll('a')).toHaveLength(0);
  });
});

// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import type { RequestDocumentLink } from '@updately/shared/document-links-api';
import type { UpdateRequest } from '@updately/shared/updates-api';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../../lib/query-client';
import { RequestDocuments } from './request-documents';

let root: Root | undefined;
let container: HTMLElement;

const REQUEST = {
  id: 'r1',
  company_name: 'Acme Energy',
  channel: 'email',
  status: 'sent',
} as UpdateRequest;

function renderWith(state: RequestDocumentLink) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(state)),
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() =>
    root?.render(
      <QueryClientProvider client={createQueryClient()}>
        <RequestDocuments request={REQUEST} headingLevel="h5" />
      </QueryClientProvider>,
    ),
  );
}

afterEach(() => {
  root?.unmount();
  container.remove();
  vi.unstubAllGlobals();
});

describe('RequestDocuments', () => {
  it('shows the documents, the link until when, its controls and every view', async () => {
    renderWith({
      documents: [{ id: 'd1', type: 'death_certificate' }],
      link: { state: 'active', expires_at: '2026-12-04T01:00:00.000Z', revoked_at: null },
      accesses: [
        {
          document_type: 'death_certificate',
          company_name: 'Acme Energy',
          channel: 'email_link',
          action: 'view',
          at: '2026-11-28T01:00:00.000Z',
        },
      ],
    });
    await vi.waitFor(() => expect(container.textContent).toContain('Death certificate'));
    expect(container.textContent).toMatch(/Document link: valid until \d/);
    const buttons = [...container.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Withdraw link of Acme Energy', 'Send a new link to Acme Energy']);
    expect(container.textContent).toContain(
      'Acme Energy viewed the death certificate by the emailed link on',
    );
  });

  it('offers only a new link once withdrawn, and shows nothing without documents', async () => {
    renderWith({
      documents: [{ id: 'd1', type: 'death_certificate' }],
      link: {
        state: 'withdrawn',
        expires_at: '2026-12-04T01:00:00.000Z',
        revoked_at: '2026-11-28T01:00:00.000Z',
      },
      accesses: [],
    });
    await vi.waitFor(() => expect(container.textContent).toContain('Document link: withdrawn'));
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Send a new link to Acme Energy',
    ]);
    expect(container.textContent).toContain('Not viewed yet.');
    root?.unmount();
    container.remove();
    renderWith({ documents: [], link: null, accesses: [] });
    await vi.waitFor(() => expect(container.querySelector('[role="status"]')).toBeNull());
    expect(container.textContent).toBe('');
  });
});

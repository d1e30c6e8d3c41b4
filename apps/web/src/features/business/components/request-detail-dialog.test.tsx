// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import type { BusinessRequestDetail, BusinessRequestSummary } from '@updately/shared/business-api';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../../lib/query-client';
import { businessRequestQueryOptions } from '../api/get-business-request';
import { RequestDetailDialog } from './request-detail-dialog';

const ORG = 'org-acme';
const summary: BusinessRequestSummary = {
  id: 'req-1',
  reference: 'UPD-7K2M9Q',
  status: 'cancelled',
  values_withheld: 'cancelled',
  brand: { id: 'brand-1', name: 'Acme Energy' },
  fields: ['address', 'email'],
  effective_date: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-21T09:00:00.000Z',
};
const detail: BusinessRequestDetail = {
  id: 'req-1',
  reference: 'UPD-7K2M9Q',
  idempotency_key: 'req-1:api:1',
  company: { brand_id: 'brand-1', name: 'Acme Energy' },
  person: [{ field: 'full_name', value: null }],
  changes: [
    { field: 'address', value: null },
    { field: 'email', value: null },
  ],
  effective_date: null,
  consent: { id: 'consent-1', version: '1.0', text: 'I agree.', given_at: '2026-11-20T09:00:00Z' },
  status: 'cancelled',
  values_withheld: 'cancelled',
  outcomes: [
    { field: 'address', outcome: 'pending', reason: null },
    { field: 'email', outcome: 'pending', reason: null },
  ],
  identity_assertion: 'eyJ.x.y',
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-21T09:00:00.000Z',
};

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the request detail dialog (N6)', () => {
  it('says why each value is withheld instead of showing an empty value', async () => {
    vi.spyOn(console, 'error');
    const client = createQueryClient();
    client.setQueryData(businessRequestQueryOptions(ORG, summary.id).queryKey, detail);
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    flushSync(() =>
      root?.render(
        <QueryClientProvider client={client}>
          <RequestDetailDialog orgId={ORG} summary={summary} open onOpenChange={() => {}} />
        </QueryClientProvider>,
      ),
    );
    await vi.waitFor(() =>
      expect(document.body.textContent).toContain(
        'Withheld: the customer cancelled the request before you answered',
      ),
    );
    const withheld = document.body.textContent!.split(
      'Withheld: the customer cancelled the request before you answered',
    );
    expect(withheld).toHaveLength(4);
    expect(console.error).not.toHaveBeenCalled();
  });
});

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
  kind: 'change_of_address',
  subject: 'self',
  fields: ['address'],
  expected_by: '2026-12-20',
  effective_date: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-21T09:00:00.000Z',
};
const detail: BusinessRequestDetail = {
  id: 'req-1',
  reference: 'UPD-7K2M9Q',
  idempotency_key: 'req-1:api:1',
  confidential_address: false,
  company: { brand_id: 'brand-1', name: 'Acme Energy' },
  kind: 'change_of_address',
  subject: 'self',
  acting_for: null,
  person: [{ field: 'full_name', value: null }],
  changes: [{ field: 'address', value: null }],
  details: { kind: 'change_of_address', withheld: true },
  effective_date: null,
  expected_by: '2026-12-20',
  consent: { id: 'consent-1', version: '1.0', text: 'I agree.', given_at: '2026-11-20T09:00:00Z' },
  status: 'cancelled',
  values_withheld: 'cancelled',
  outcomes: [{ field: 'address', outcome: 'pending', reason: null }],
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

function show(shown: BusinessRequestSummary, request: BusinessRequestDetail) {
  const client = createQueryClient();
  client.setQueryData(businessRequestQueryOptions(ORG, shown.id).queryKey, request);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() =>
    root?.render(
      <QueryClientProvider client={client}>
        <RequestDetailDialog orgId={ORG} summary={shown} open onOpenChange={() => {}} />
      </QueryClientProvider>,
    ),
  );
}

const death: BusinessRequestDetail = {
  ...detail,
  id: 'req-2',
  kind: 'notification_of_death',
  subject: 'deceased',
  status: 'sent',
  values_withheld: null,
  person: [{ field: 'full_name', value: 'Robin Hall' }],
  changes: [{ field: 'instruction', value: 'close_account' }],
  details: {
    kind: 'notification_of_death',
    deceased: {
      full_name: 'Pat Hall',
      date_of_birth: '1940-02-01',
      date_of_death: '2026-10-30',
      last_address: '3 Elm St, Hobart TAS 7000',
    },
    notifier: {
      name: 'Robin Hall',
      relationship: 'executor',
      address: '9 Oak Rd, Hobart TAS 7000',
    },
    instruction: 'close_account',
  },
  outcomes: [{ field: 'instruction', outcome: 'no_account', reason: null }],
  acting_for: { subject: 'deceased', role: 'executor', name: 'Pat Hall' },
};

describe('the request detail dialog', () => {
  it('shows the kind, whose account, the answer date and the typed details', async () => {
    vi.spyOn(console, 'error');
    show(
      {
        ...summary,
        id: 'req-2',
        kind: 'notification_of_death',
        subject: 'deceased',
        status: 'sent',
        values_withheld: null,
        fields: ['instruction'],
      },
      death,
    );
    await vi.waitFor(() => expect(document.body.textContent).toContain('Notification of death'));
    const text = document.body.textContent!;
    expect(text).toContain('The account of a customer who died');
    expect(text).toContain('Acting asExecutor for Pat Hall');
    expect(text).toContain('Answer expected by');
    expect(text).toContain('Name of the person who died');
    expect(text).toContain('Pat Hall');
    expect(text).toContain('Date of death');
    expect(text).toContain('No account held');
    expect(console.error).not.toHaveBeenCalled();
  });
});

describe('the request detail dialog (N6)', () => {
  it('says why each value (and the details) are withheld instead of showing an empty value', async () => {
    vi.spyOn(console, 'error');
    show(summary, detail);
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

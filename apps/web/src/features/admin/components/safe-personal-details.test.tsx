// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import type { AdminApproval } from '@updately/shared/admin-approvals-api';
import {
  ADMIN_HIDDEN_SAFE_MODE,
  type AdminJourneyDetail,
} from '@updately/shared/admin-journeys-api';
import { SAFE_JOURNEY_NAME } from '@updately/shared/safe-mode';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../../lib/query-client';
import { adminApprovalsQueryKey } from '../api/admin-approvals';
import { SafePersonalDetails } from './safe-personal-details';

const JOURNEY = '0b6f1f8e-3c2a-4d7e-9f1a-2b3c4d5e6f70';
const detail: AdminJourneyDetail = {
  id: JOURNEY,
  type: 'moving_house',
  status: 'active',
  name: SAFE_JOURNEY_NAME,
  target_address: null,
  target_email: null,
  target_phone: null,
  moving_date: null,
  hidden: 'safe_mode',
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  completed_at: null,
  owner: { id: '1b6f1f8e-3c2a-4d7e-9f1a-2b3c4d5e6f70', email: 'o••••@example.com', name: 'A••••' },
  companies: [],
  documents: [],
};
const person = { id: '2b6f1f8e-3c2a-4d7e-9f1a-2b3c4d5e6f70', name: 'A', email: 'a@example.com' };
const approved: AdminApproval = {
  id: '3b6f1f8e-3c2a-4d7e-9f1a-2b3c4d5e6f70',
  action: 'safe_journey_reveal',
  status: 'approved',
  reason: null,
  note: null,
  requestedBy: person,
  target: person,
  createdAt: '2026-11-01T00:00:00.000Z',
  expiresAt: '2026-11-02T00:00:00.000Z',
  decidedBy: person,
  decidedAt: '2026-11-01T01:00:00.000Z',
  linkReadyUntil: '2026-11-01T02:00:00.000Z',
  journeyId: JOURNEY,
  mayDecide: false,
  mayCancel: false,
  mayRevealLink: true,
};

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function render(approvals: AdminApproval[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ approvals })),
  );
  const client = createQueryClient();
  client.setQueryData(adminApprovalsQueryKey, approvals);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() =>
    root!.render(
      <QueryClientProvider client={client}>
        <SafePersonalDetails detail={detail} />
      </QueryClientProvider>,
    ),
  );
  return container;
}

const buttons = (c: HTMLElement) => [...c.querySelectorAll('button')].map((b) => b.textContent);

describe('a safe-mode journey in the admin journey dialog', () => {
  it('says the details are hidden and offers to ask, with a reason, never a value', () => {
    const c = render([]);
    expect(c.querySelector('[role="status"]')?.textContent).toBe(ADMIN_HIDDEN_SAFE_MODE);
    expect(buttons(c)).toEqual(['Ask to see']);
    expect(c.querySelector('textarea')).not.toBeNull();
    expect(c.textContent).not.toContain('Show once');
  });

  it('offers "Show once" to the admin who asked, once another admin approved', () => {
    const c = render([approved]);
    expect(buttons(c)).toEqual(['Show once']);
  });

  it('says it waits while the request is pending', () => {
    const c = render([{ ...approved, status: 'pending', mayRevealLink: false, mayCancel: true }]);
    expect(buttons(c)).toEqual([]);
    expect(c.textContent).toContain('waiting for another admin');
  });
});

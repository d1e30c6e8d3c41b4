// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { REQUEST_KIND_DESCRIPTIONS } from '@updately/shared/business-api';
import { REQUEST_KIND_LABELS, REQUEST_KINDS } from '@updately/shared/request-kinds';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { api } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { integrationKindsQueryOptions } from '../api/integration-kinds';
import type { Organization } from '../api/list-organizations';
import { IntegrationKindsSection } from './integration-kinds-section';

const OWNER: Organization = { id: 'org-acme', name: 'Acme Energy', slug: 'acme', role: 'owner' };
const MEMBER: Organization = { ...OWNER, role: 'member' };
const DEFAULT = {
  kinds: ['change_of_address', 'change_of_contact'] as const,
  is_default: true,
  updated_at: null,
};

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function render(org: Organization) {
  const client = createQueryClient();
  client.setQueryData(integrationKindsQueryOptions(org.id).queryKey, {
    ...DEFAULT,
    kinds: [...DEFAULT.kinds],
  });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() =>
    root?.render(
      <QueryClientProvider client={client}>
        <IntegrationKindsSection org={org} />
      </QueryClientProvider>,
    ),
  );
}

const box = (kind: string) => {
  const label = [...document.querySelectorAll('label')].find(
    (l) => l.textContent === REQUEST_KIND_LABELS[kind as keyof typeof REQUEST_KIND_LABELS],
  )!;
  return document.getElementById(label.htmlFor)!;
};

describe('the kinds of request an integration handles', () => {
  it('lists every kind with its label and what it means, the v1 kinds ticked', () => {
    render(OWNER);
    expect(document.querySelector('legend')?.textContent).toBe('Your integration handles');
    for (const kind of REQUEST_KINDS) {
      expect(document.body.textContent).toContain(REQUEST_KIND_DESCRIPTIONS[kind]);
      expect(box(kind).getAttribute('aria-checked')).toBe(
        String(DEFAULT.kinds.includes(kind as never)),
      );
    }
  });

  it('asks for at least one kind, and saves the kinds ticked in order', async () => {
    const put = vi.spyOn(api, 'put').mockResolvedValue({
      kinds: ['change_of_contact', 'notification_of_death'],
      is_default: false,
      updated_at: '2026-11-27T08:00:00.000Z',
    });
    render(OWNER);
    flushSync(() => box('change_of_address').click());
    flushSync(() => box('change_of_contact').click());
    const save = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Save kinds',
    )!;
    flushSync(() => save.click());
    expect(document.body.textContent).toContain('Choose at least one kind of request.');
    expect(put).not.toHaveBeenCalled();

    flushSync(() => box('notification_of_death').click());
    flushSync(() => box('change_of_contact').click());
    expect(document.body.textContent).not.toContain('Choose at least one kind of request.');
    flushSync(() => save.click());
    await vi.waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/business/organizations/org-acme/integration/kinds', {
        kinds: ['change_of_contact', 'notification_of_death'],
      }),
    );
  });

  it('lets a member see the kinds but not change them', () => {
    render(MEMBER);
    expect(document.querySelector('fieldset')?.disabled).toBe(true);
    expect(document.body.textContent).toContain(
      'Only an owner or admin of the organisation chooses the kinds of request.',
    );
  });
});

// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import {
  SAFE_CONTACT_REQUIRED,
  SAFE_MODE_CHANGES,
  SAFE_MODE_OFFER,
  SAFE_MODE_ON_MESSAGE,
  SAFE_MODE_TOO_LATE,
} from '@updately/shared/safe-mode';
import type { JourneyAccessRole } from '@updately/shared/journey-people';
import type { JourneyDetail } from '@updately/shared/journeys-api';
import type { UpdateRequest } from '@updately/shared/updates-api';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../../lib/query-client';
import { JourneyRoleContext } from './journey-role-context';
import { SafeModeSection } from './safe-mode-section';

let root: Root | undefined;
let container: HTMLElement;
let posted: unknown[] = [];

const JOURNEY = { id: 'j1', type: 'moving_house', safe_mode: null } as unknown as JourneyDetail;
const pending = { status: 'pending_consent' } as UpdateRequest;
const sent = { status: 'sent' } as UpdateRequest;

function render(
  journey: JourneyDetail,
  requests: UpdateRequest[],
  { role = 'owner' as JourneyAccessRole, answer = Response.json({}, { status: 200 }) } = {},
) {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      posted.push(JSON.parse(String(init?.body ?? 'null')));
      return answer;
    }),
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() =>
    root?.render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <JourneyRoleContext.Provider value={role}>
            <SafeModeSection journey={journey} requests={requests} requestsLoaded />
          </JourneyRoleContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

const type = (input: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
const submit = () =>
  flushSync(() =>
    [...container.querySelectorAll('button')]
      .find((b) => b.textContent === 'Turn on safe mode')!
      .click(),
  );

afterEach(() => {
  root?.unmount();
  container.remove();
  vi.unstubAllGlobals();
});

describe('SafeModeSection', () => {
  it('offers safe mode on Moving Home while nothing is sent, with what changes', () => {
    render(JOURNEY, [pending]);
    expect(container.querySelector('h2')!.textContent).toBe(SAFE_MODE_OFFER);
    for (const change of SAFE_MODE_CHANGES) expect(container.textContent).toContain(change);
    expect(container.querySelector('a')!.getAttribute('href')).toBe('/help/moving-safely');
  });

  it('is not offered once something was sent, to a member, or on another journey type', () => {
    render(JOURNEY, [pending, sent]);
    expect(container.textContent).toBe('');
    root?.unmount();
    render(JOURNEY, [], { role: 'editor' });
    expect(container.textContent).toBe('');
    root?.unmount();
    render({ ...JOURNEY, type: 'changing_jobs' }, []);
    expect(container.textContent).toBe('');
  });

  it('asks for a safe contact, then posts it', async () => {
    render(JOURNEY, []);
    submit();
    expect(container.textContent).toContain(SAFE_CONTACT_REQUIRED);
    expect(posted).toEqual([]);
    flushSync(() => type(container.querySelector('input[type="email"]')!, 'safe@example.com'));
    submit();
    await vi.waitFor(() =>
      expect(posted[0]).toEqual({
        safe_contact_email: 'safe@example.com',
        safe_contact_phone: null,
      }),
    );
  });

  it("shows the server's refusal when it is too late", async () => {
    render(JOURNEY, [], {
      answer: Response.json(
        { error: { code: 'SAFE_MODE_TOO_LATE', message: SAFE_MODE_TOO_LATE } },
        { status: 409 },
      ),
    });
    flushSync(() => type(container.querySelector('input[type="tel"]')!, '0412 345 678'));
    submit();
    await vi.waitFor(() => expect(container.textContent).toContain(SAFE_MODE_TOO_LATE));
  });

  it('once on: the banner with the safe contact and a way to change it', () => {
    render(
      {
        ...JOURNEY,
        safe_mode: {
          on: true,
          turned_on_at: '2026-11-27T00:00:00.000Z',
          safe_contact_email: 'safe@example.com',
          safe_contact_phone: null,
        },
      },
      [sent],
    );
    expect(container.querySelector('h2')!.textContent).toBe(SAFE_MODE_ON_MESSAGE);
    expect(container.textContent).toContain('goes only to safe@example.com');
    expect(container.textContent).toContain('Change safe contact');
  });
});

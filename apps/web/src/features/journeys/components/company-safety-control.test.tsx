// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import {
  SAFE_SEND_CONFIRM_BUTTON,
  SAFE_SEND_CONFIRM_TEXT,
  SHARED_COMPANY_EXPLAINED,
  SHARED_COMPANY_STEPS,
  STEPS_DONE_LABEL,
  COMPANY_NOT_SHARED as NO_SAFETY,
  type CompanySafety,
} from '@updately/shared/safe-mode';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../../lib/query-client';
import { CompanySafetyControl } from './company-safety-control';

let root: Root | undefined;
let container: HTMLElement;
let calls: { method: string; url: string; body: unknown }[] = [];

function render(safety: CompanySafety, hasPostalAddress = true) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({
        method: init?.method ?? 'GET',
        url: String(url),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return url.endsWith('/send') ? Response.json({ safety, sent: true }) : Response.json(safety);
    }),
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  flushSync(() =>
    root?.render(
      <QueryClientProvider client={createQueryClient()}>
        <CompanySafetyControl
          journeyId="j1"
          footprintId="f1"
          companyName="Acme Bank"
          safety={safety}
          hasPostalAddress={hasPostalAddress}
          readOnly={false}
        />
      </QueryClientProvider>,
    ),
  );
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

afterEach(() => {
  root?.unmount();
  container.remove();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('CompanySafetyControl', () => {
  it('marks a company shared (PUT safety), and offers the postal address only when there is one', async () => {
    render(NO_SAFETY);
    expect(container.textContent).toContain('They share this account or can see it');
    expect(container.textContent).toContain('Send my postal address instead');
    expect(container.textContent).not.toContain(SHARED_COMPANY_EXPLAINED);
    flushSync(() => container.querySelector<HTMLButtonElement>('[role="switch"]')!.click());
    await vi.waitFor(() =>
      expect(calls[0]).toEqual({
        method: 'PUT',
        url: '/api/journeys/j1/companies/f1/safety',
        body: { shared: true },
      }),
    );
    root?.unmount();
    container.remove();
    render(NO_SAFETY, false);
    expect(container.textContent).not.toContain('Send my postal address instead');
  });

  it('a shared company: the steps and the first confirmation, and no Send button before it', async () => {
    render({ ...NO_SAFETY, shared: true });
    expect(container.textContent).toContain(SHARED_COMPANY_EXPLAINED);
    for (const step of SHARED_COMPANY_STEPS) expect(container.textContent).toContain(step);
    expect(container.textContent).toContain(STEPS_DONE_LABEL);
    expect(button('Send to Acme Bank')).toBeUndefined();
    flushSync(() => container.querySelector<HTMLButtonElement>('[role="checkbox"]')!.click());
    await vi.waitFor(() => expect(calls[0]?.body).toEqual({ steps_done: true }));
  });

  it('after the steps, Send asks again and only "Yes, send now" posts the second confirmation', async () => {
    render({ ...NO_SAFETY, shared: true, steps_done_at: '2026-11-27T00:00:00.000Z' });
    flushSync(() => button('Send to Acme Bank')!.click());
    await vi.waitFor(() => expect(document.body.textContent).toContain(SAFE_SEND_CONFIRM_TEXT));
    expect(document.body.textContent).toContain('Send to Acme Bank now?');
    expect(calls).toEqual([]);
    flushSync(() => button(SAFE_SEND_CONFIRM_BUTTON)!.click());
    await vi.waitFor(() =>
      expect(calls[0]).toEqual({
        method: 'POST',
        url: '/api/journeys/j1/companies/f1/safety/send',
        body: { confirm: true },
      }),
    );
  });

  it('once sent, says so and locks the toggles', () => {
    render({
      ...NO_SAFETY,
      shared: true,
      steps_done_at: '2026-11-27T00:00:00.000Z',
      confirmed_at: '2026-11-27T01:00:00.000Z',
    });
    expect(container.textContent).toContain('Sent to Acme Bank.');
    expect(button('Send to Acme Bank')).toBeUndefined();
    for (const toggle of container.querySelectorAll('[role="switch"]')) {
      expect(toggle.hasAttribute('disabled')).toBe(true);
    }
  });
});

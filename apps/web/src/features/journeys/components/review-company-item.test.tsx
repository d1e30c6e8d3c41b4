// @vitest-environment happy-dom
import {
  COMPANY_NOT_SHARED,
  SAFE_HELD_STATUS,
  type CompanySafety,
} from '@updately/shared/safe-mode';
import type { ReviewCompany } from '@updately/shared/updates-api';
import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import {
  applyChoiceChange,
  initialSelection,
  type ChoiceChange,
  type ReviewSelection,
} from '../utils/review-selection';
import { ReviewCompanyItem } from './review-company-item';

const COUNT = 12;
const reads = new Map<string, number>();

/** A company whose `kinds` counts how often a render reads it. */
function company(i: number): ReviewCompany {
  const id = `f-${i}`;
  const kinds: ReviewCompany['kinds'] = [
    {
      kind: 'change_of_name',
      selected: true,
      fields: [{ field: 'name', value: 'Alex Rivera' }],
      missing: null,
      instruction: null,
      open_request: null,
      documents: [],
      missing_documents: [],
      channel: 'email',
      destination: `care@c${i}.example`,
    },
    {
      kind: 'change_of_contact',
      selected: false,
      fields: [],
      missing: 'Add your new email or phone to the journey first.',
      instruction: null,
      open_request: null,
      documents: [],
      missing_documents: [],
      channel: 'email',
      destination: `care@c${i}.example`,
    },
  ];
  const base = {
    footprint_id: id,
    company_name: `Company ${i}`,
    category_label: 'Energy',
    channel: 'email' as const,
    destination: `care@c${i}.example`,
    fields: [],
    open_request: null,
    safety: COMPANY_NOT_SHARED,
  };
  return Object.defineProperty(base, 'kinds', {
    enumerable: true,
    get() {
      reads.set(id, (reads.get(id) ?? 0) + 1);
      return kinds;
    },
  }) as unknown as ReviewCompany;
}

const companies = Array.from({ length: COUNT }, (_, i) => company(i));
const review = {
  journey_id: 'j',
  effective_date: null,
  identifiers: { full_name: null, account_email: 'a@example.com' },
  consent: { version: '1.0', text: '…', product: 'Updately' },
  companies,
};

function Harness() {
  const [selection, setSelection] = useState<ReviewSelection>(() => initialSelection(review));
  const onChange = useCallback(
    (id: string, change: ChoiceChange) =>
      setSelection((s) => ({ ...s, [id]: applyChoiceChange(s[id]!, change) })),
    [],
  );
  return (
    <MemoryRouter>
      <ul>
        {companies.map((c) => (
          <li key={c.footprint_id}>
            <ReviewCompanyItem
              journeyId="j"
              company={c}
              choice={selection[c.footprint_id]!}
              onChange={onChange}
            />
          </li>
        ))}
      </ul>
    </MemoryRouter>
  );
}

let root: Root | undefined;
afterEach(() => root?.unmount());

describe('ReviewCompanyItem', () => {
  it('shows each kind with its channel and values, and why one cannot go yet', () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    flushSync(() => root!.render(<Harness />));
    const first = container.querySelector('li')!;
    expect(first.textContent).toContain('Change of name by email to care@c0.example');
    expect(first.textContent).toContain('New name: Alex Rivera');
    expect(first.textContent).toContain('Add your new email or phone to the journey first.');
    expect(first.querySelector('a')!.getAttribute('href')).toBe('/journeys/j');
  });

  it('re-renders only the company whose kind is switched, among 12', () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    flushSync(() => root!.render(<Harness />));
    reads.clear();
    const kindSwitch = container.querySelector<HTMLButtonElement>('#review-f-7-change_of_name')!;
    expect(kindSwitch.getAttribute('aria-checked')).toBe('true');
    flushSync(() => kindSwitch.click());
    expect(
      container.querySelector('#review-f-7-change_of_name')!.getAttribute('aria-checked'),
    ).toBe('false');
    expect([...reads.keys()]).toEqual(['f-7']);
  });

  it('shows a shared company as held until both confirmations (safe mode)', () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    const choice = initialSelection(review)['f-0']!;
    const shared: CompanySafety = {
      shared: true,
      use_postal_address: false,
      steps_done_at: '2026-11-27T00:00:00.000Z',
      confirmed_at: null,
    };
    const render = (safety: CompanySafety) =>
      flushSync(() =>
        root!.render(
          <MemoryRouter>
            <ReviewCompanyItem
              journeyId="j"
              company={{ ...companies[0]!, kinds: companies[0]!.kinds, safety }}
              choice={choice}
              onChange={() => {}}
            />
          </MemoryRouter>,
        ),
      );
    render(shared);
    expect(container.textContent).toContain(SAFE_HELD_STATUS);
    render({ ...shared, confirmed_at: '2026-11-27T01:00:00.000Z' });
    expect(container.textContent).not.toContain(SAFE_HELD_STATUS);
    render({ ...shared, shared: false, steps_done_at: null });
    expect(container.textContent).not.toContain(SAFE_HELD_STATUS);
  });
});

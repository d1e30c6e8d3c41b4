// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import type { AdminSettings } from '@updately/shared/admin-settings-api';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

import { createQueryClient } from '../../../lib/query-client';
import { SettingsFollowUpSection } from './settings-follow-up-section';

const value = { reminderDays: [7, 14], needsYouDays: 21, expiryDays: 45, expectedByDays: 30 };
const section: AdminSettings['followUp'] = { value, defaults: value, updatedAt: null };

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

describe('settings: update follow-ups', () => {
  it('shows the days an answer is expected within, labelled, with its default and range', () => {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    flushSync(() =>
      root!.render(
        <QueryClientProvider client={createQueryClient()}>
          <SettingsFollowUpSection
            section={{ ...section, value: { ...value, expectedByDays: 14 } }}
          />
        </QueryClientProvider>,
      ),
    );
    const label = [...container.querySelectorAll('label')].find(
      (l) => l.textContent === 'Expect an answer within (days)',
    );
    expect(label).toBeDefined();
    const input = container.querySelector<HTMLInputElement>(`#${CSS.escape(label!.htmlFor)}`)!;
    expect(input.value).toBe('14');
    expect(input.min).toBe('1');
    expect(input.max).toBe('365');
    expect(container.textContent).toContain('From the sending day; 1 to 365. Default 30');
  });
});

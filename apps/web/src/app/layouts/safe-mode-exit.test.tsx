// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { LEAVE_QUICKLY_LABEL } from '@updately/shared/safe-mode';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '../../lib/query-client';
import { meQueryOptions, SIGNED_OUT_ME } from '../../lib/session';
import { SafeModeExit } from './safe-mode-exit';

let root: Root | undefined;
let container: HTMLElement;

afterEach(() => {
  root?.unmount();
  container.remove();
  vi.unstubAllGlobals();
});

describe('SafeModeExit', () => {
  it('while safe mode is on: Leave quickly, and navigation replaces history; restored when off', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({})),
    );
    const client = createQueryClient();
    const originalPush = window.history.pushState;
    client.setQueryData(meQueryOptions.queryKey, { ...SIGNED_OUT_ME, safe_mode: true });
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    flushSync(() =>
      root?.render(
        <QueryClientProvider client={client}>
          <SafeModeExit />
        </QueryClientProvider>,
      ),
    );
    expect(container.querySelector('button')!.textContent).toBe(LEAVE_QUICKLY_LABEL);
    const length = window.history.length;
    window.history.pushState(null, '', '/journeys/a');
    expect(window.history.length).toBe(length);

    flushSync(() =>
      client.setQueryData(meQueryOptions.queryKey, { ...SIGNED_OUT_ME, safe_mode: false }),
    );
    await vi.waitFor(() => expect(container.querySelector('button')).toBeNull());
    expect(window.history.pushState).toBe(originalPush);
  });
});

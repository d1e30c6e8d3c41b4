// @vitest-environment happy-dom
import { createRef } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  offlineFallbackToken,
  TURNSTILE_DUMMY_TOKEN,
  TURNSTILE_TEST_SITE_KEY,
} from './turnstile-fallback';
import { TurnstileWidget, type TurnstileHandle } from './turnstile-widget';

/** Cloudflare's script never arrives: the component reports it through scriptOptions.onError. */
const scriptFails = vi.hoisted(() => ({ now: () => {} }));
vi.mock('@marsidev/react-turnstile', () => ({
  Turnstile: (props: { scriptOptions?: { onError?: () => void } }) => {
    scriptFails.now = () => props.scriptOptions?.onError?.();
    return null;
  },
}));

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  vi.useRealTimers();
});

function renderWidget(siteKey: string) {
  const handle = createRef<TurnstileHandle>();
  root = createRoot(document.createElement('div'));
  flushSync(() => root!.render(<TurnstileWidget ref={handle} siteKey={siteKey} />));
  return handle;
}

describe('Turnstile offline fallback', () => {
  it('is the dummy token for the test key only', () => {
    expect(TURNSTILE_DUMMY_TOKEN).toBe('XXXX.DUMMY.TOKEN.XXXX');
    expect(offlineFallbackToken('1x00000000000000000000AA')).toBe(TURNSTILE_DUMMY_TOKEN);
    expect(offlineFallbackToken('0x4AAAAAAA-real-site-key')).toBeNull();
    expect(offlineFallbackToken('2x00000000000000000000AB')).toBeNull();
  });

  it('hands a waiting form the dummy token as soon as the script fails to load', async () => {
    vi.useFakeTimers();
    const handle = renderWidget(TURNSTILE_TEST_SITE_KEY);
    const token = handle.current!.getToken();
    scriptFails.now();
    await expect(token).resolves.toBe(TURNSTILE_DUMMY_TOKEN);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives a real key no token: the form reports the failed bot check', async () => {
    vi.useFakeTimers();
    const handle = renderWidget('0x4AAAAAAA-real-site-key');
    scriptFails.now();
    const token = handle.current!.getToken(15_000);
    const failed = expect(token).rejects.toThrow('The bot check did not answer in time.');
    await vi.advanceTimersByTimeAsync(15_000);
    await failed;
  });
});

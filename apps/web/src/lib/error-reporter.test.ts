// @vitest-environment happy-dom
import { clientErrorReportSchema } from '@updately/shared/admin-error-logs-api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { installErrorReporter, reportError, resetErrorReporter } from './error-reporter';

const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
const sentBodies = () =>
  fetchMock.mock.calls.map(
    (call) => JSON.parse((call as unknown as [string, RequestInit])[1].body as string) as unknown,
  );

describe('error reporter', () => {
  beforeEach(() => {
    resetErrorReporter();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/journeys/abc?email=alex@example.com#section');
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a valid report with the pathname only, by keepalive fetch', () => {
    reportError(new TypeError('boom'), 'boundary', '\n    at Row');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client-errors');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    const body = sentBodies()[0];
    expect(clientErrorReportSchema.parse(body)).toMatchObject({
      name: 'TypeError',
      message: 'boom',
      kind: 'boundary',
      path: '/journeys/abc',
      componentStack: '\n    at Row',
    });
    expect(JSON.stringify(body)).not.toContain('alex@example.com');
  });

  it('sends the same error once, and at most 10 per page load', () => {
    const same = new Error('again');
    reportError(same, 'error');
    reportError(same, 'error');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i++) reportError(new Error(`different ${i}`), 'error');
    expect(fetchMock).toHaveBeenCalledTimes(10);
  });

  it('keeps within the size limit and never throws, even when fetch does', () => {
    fetchMock.mockImplementationOnce(() => {
      throw new Error('offline');
    });
    const huge = new Error('x'.repeat(5000));
    huge.stack = 'y'.repeat(20_000);
    expect(() => reportError(huge, 'error', 'z'.repeat(20_000))).not.toThrow();
    const body = JSON.stringify(sentBodies()[0]);
    expect(new TextEncoder().encode(body).length).toBeLessThan(16 * 1024);
    expect(() => reportError(undefined, 'unhandledrejection')).not.toThrow();
  });

  it('listens for window errors and unhandled rejections', () => {
    // Its own target: the test setup also listens on window for unhandled rejections.
    const target = new EventTarget();
    installErrorReporter(target as unknown as Window);
    target.dispatchEvent(
      new ErrorEvent('error', { error: new Error('uncaught'), message: 'uncaught' }),
    );
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = 'plain reason';
    target.dispatchEvent(rejection);
    expect(
      (sentBodies() as { kind: string; message: string }[]).map((b) => [b.kind, b.message]),
    ).toEqual([
      ['error', 'uncaught'],
      ['unhandledrejection', 'plain reason'],
    ]);
  });

  it('ignores errors from browser extensions', () => {
    const foreign = new Error('ext');
    foreign.stack = 'Error: ext\n    at chrome-extension://abc/content.js:1:1';
    reportError(foreign, 'error');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

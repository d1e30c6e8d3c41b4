import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { onAuthEvent } from './auth-events';
import { refreshSession } from './session-refresh';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubAnswers(...answers: (Response | Error)[]) {
  const fetchMock = vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('refreshSession (the background session refresh)', () => {
  it('reads the session from the database and says TOKEN_REFRESHED', async () => {
    const events: string[] = [];
    const stop = onAuthEvent((event) => events.push(event));
    const fetchMock = stubAnswers(json({ session: { id: 's' }, user: { id: 'u' } }));
    await expect(refreshSession()).resolves.toBe('refreshed');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/get-session?disableCookieCache=true',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
    expect(events).toEqual(['TOKEN_REFRESHED']);
    stop();
  });

  it('retries 503 and network failures from 200 ms, doubling, then refreshes', async () => {
    const fetchMock = stubAnswers(
      json({}, 503),
      new TypeError('Failed to fetch'),
      json({}, 504),
      json({ session: { id: 's' } }),
    );
    const outcome = refreshSession();
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + 400);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(800);
    await expect(outcome).resolves.toBe('refreshed');
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('keeps the session when the retries run out (no verdict yet)', async () => {
    stubAnswers(json({}, 503), json({}, 503), json({}, 503), json({}, 503));
    const outcome = refreshSession();
    await vi.advanceTimersByTimeAsync(200 + 400 + 800);
    await expect(outcome).resolves.toBe('unknown');
  });

  it('removes the session on a non-retryable error or when no session comes back', async () => {
    for (const answer of [json({}, 500), json({}, 401), json({}, 403), json(null)]) {
      const fetchMock = stubAnswers(answer);
      await expect(refreshSession()).resolves.toBe('ended');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    }
  });

  it('does not end the session on a 429', async () => {
    stubAnswers(json({ code: 'RATE_LIMITED', message: 'slow down' }, 429));
    await expect(refreshSession()).resolves.toBe('unknown');
  });
});

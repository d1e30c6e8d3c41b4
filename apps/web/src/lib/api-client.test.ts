// @vitest-environment happy-dom
import { MESSAGES } from '@updately/shared/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  ApiClientError,
  api,
  apiRequest,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  onUnauthorized,
} from './api-client';

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function caught(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the request to fail');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with credentials and resolves with the parsed body', async () => {
    const fetchMock = stubFetch(jsonResponse({ id: 'j1' }, 201));

    await expect(api.post('/api/journeys', { name: 'Move' })).resolves.toEqual({ id: 'j1' });

    expect(fetchMock).toHaveBeenCalledWith(
      '/api/journeys',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"name":"Move"}',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('resolves with undefined for an empty body', async () => {
    stubFetch(new Response(null, { status: 204 }));

    await expect(api.delete('/api/journeys/j1')).resolves.toBeUndefined();
  });

  it('throws the server error code and message with the status', async () => {
    stubFetch(jsonResponse({ error: { code: 'NOT_FOUND', message: 'Journey not found' } }, 404));

    const error = await caught(apiRequest('/api/journeys/missing'));

    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Journey not found' });
  });

  it("keeps the error's details, when it lists each problem", async () => {
    const details = [{ row: 3, field: 'category', message: 'Choose a category.' }];
    stubFetch(jsonResponse({ error: { code: 'VALIDATION_FAILED', message: 'Bad', details } }, 400));

    const error = await caught(apiRequest('/api/admin/brands/import'));

    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', details });
  });

  it("reads better-auth's top-level code and message", async () => {
    stubFetch(
      jsonResponse(
        { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
        401,
      ),
    );

    const error = await caught(
      apiRequest('/api/auth/sign-in/email', { skipUnauthorizedHandler: true }),
    );

    expect(error).toMatchObject({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
  });

  it('falls back to a generic message when the error body is not the API shape', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));

    const error = await caught(apiRequest('/api/journeys'));

    expect(error).toMatchObject({ status: 502, code: 'INTERNAL', message: GENERIC_ERROR_MESSAGE });
  });

  it('derives the code from the status when the body has none', async () => {
    stubFetch(jsonResponse({ message: 'slow down' }, 429));

    const error = await caught(apiRequest('/api/newsletter'));

    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: GENERIC_ERROR_MESSAGE,
    });
  });

  it('turns a network failure into a NETWORK_ERROR with status 0', async () => {
    const cause = new TypeError('Failed to fetch');
    stubFetch(cause);

    const error = await caught(apiRequest('/api/profile'));

    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
    });
    expect((error as ApiClientError).cause).toBe(cause);
  });

  it('rethrows an abort untouched', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('Aborted', 'AbortError');
    stubFetch(abort);

    await expect(apiRequest('/api/profile', { signal: controller.signal })).rejects.toBe(abort);
  });
});

describe('a 401 that found no session', () => {
  it("says the spec's 'Auth session missing!', whatever the server's words", async () => {
    for (const body of [
      { error: { code: 'UNAUTHORIZED', message: 'Sign in required' } },
      { code: 'UNAUTHORIZED', message: 'Unauthorized' },
      {},
    ]) {
      stubFetch(jsonResponse(body, 401));
      const error = await caught(apiRequest('/api/account/profile', { method: 'PATCH' }));
      expect(error).toMatchObject({
        status: 401,
        code: 'UNAUTHORIZED',
        message: MESSAGES.authSessionMissing,
      });
    }
    expect(MESSAGES.authSessionMissing).toBe('Auth session missing!');
  });
});

describe('onUnauthorized', () => {
  it('is called with the error on a 401 and can be removed', async () => {
    const handler = vi.fn();
    const remove = onUnauthorized(handler);
    stubFetch(jsonResponse({ error: { code: 'UNAUTHORIZED', message: 'Sign in first' } }, 401));

    const error = await caught(apiRequest('/api/profile'));

    expect(handler).toHaveBeenCalledExactlyOnceWith(error);
    remove();
    stubFetch(jsonResponse({ error: { code: 'UNAUTHORIZED', message: 'Sign in first' } }, 401));
    await caught(apiRequest('/api/profile'));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('is not called for other errors or when the request opts out', async () => {
    const handler = vi.fn();
    const remove = onUnauthorized(handler);

    stubFetch(jsonResponse({ error: { code: 'FORBIDDEN', message: 'Admins only' } }, 403));
    await caught(apiRequest('/api/admin/users'));
    stubFetch(jsonResponse({ error: { code: 'UNAUTHORIZED', message: 'Wrong password' } }, 401));
    await caught(apiRequest('/api/auth/sign-in', { skipUnauthorizedHandler: true }));

    expect(handler).not.toHaveBeenCalled();
    remove();
  });
});

describe('apiRequest with retryTransient (auth calls)', () => {
  afterEach(() => vi.useRealTimers());

  it('asks again after a 503 and a network failure, 200 then 400 ms later', async () => {
    vi.useFakeTimers();
    const answers: (Response | Error)[] = [
      jsonResponse({ code: 'x', message: 'busy' }, 503),
      new TypeError('Failed to fetch'),
      jsonResponse({ session: {} }),
    ];
    const fetchMock = vi.fn(async () => {
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    vi.stubGlobal('fetch', fetchMock);

    const result = api.get('/api/auth/get-session', { retryTransient: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(400);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toEqual({ session: {} });
  });

  it('is on for every auth service call', async () => {
    vi.useFakeTimers();
    const answers = [jsonResponse({}, 502), jsonResponse({ status: true })];
    const fetchMock = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetchMock);
    const result = api.post('/api/auth/change-email', { newEmail: 'a@example.com' });
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toEqual({ status: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not ask again after a 500, nor without the option', async () => {
    const fetchMock = stubFetch(jsonResponse({ code: 'x', message: 'broken' }, 500));
    await caught(api.get('/api/auth/get-session', { retryTransient: true }));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const plain = stubFetch(jsonResponse({ code: 'x', message: 'busy' }, 503));
    await caught(api.get('/api/me'));
    expect(plain).toHaveBeenCalledTimes(1);
  });
});

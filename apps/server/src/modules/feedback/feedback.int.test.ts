import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Feedback } from '@updately/shared/feedback-api';
import { feedback } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectError, type TestUser } from '../../test/account-test-kit';

describe('feedback API', () => {
  let t: TestApp;
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.signUp();
    other = await t.signUp();
  });
  afterAll(() => t.close());

  const send = (json: unknown, cookie = user.cookie) =>
    t.request('/api/feedback', { method: 'POST', json, cookie });
  const rows = () => t.database.db.select().from(feedback);
  const valid = {
    feedbackType: 'suggestion',
    content: 'Add dark mode',
    pageLocation: '/dashboard',
  };

  it('answers 401 to anonymous callers and stores nothing', async () => {
    await expectError(
      await t.request('/api/feedback', { method: 'POST', json: valid }),
      401,
      'UNAUTHORIZED',
    );
    expect(await rows()).toEqual([]);
  });

  it('stores trimmed feedback for the caller, whatever user id the body claims', async () => {
    const res = await send({
      ...valid,
      feedbackType: 'bug',
      content: '  The save button\nflickers  ',
      pageLocation: '/journeys/123?tab=links#top',
      userId: other.id,
      user_id: other.id,
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as Feedback;
    expect(body).toEqual({
      id: expect.any(String),
      feedback_type: 'bug',
      content: 'The save button\nflickers',
      page_location: '/journeys/123?tab=links#top',
      status: 'new',
      created_at: expect.any(String),
    });
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, body.id));
    expect(row?.user_id).toBe(user.id);
  });

  it('takes every feedback type', async () => {
    for (const feedbackType of ['suggestion', 'bug', 'other']) {
      expect((await send({ ...valid, feedbackType }, other.cookie)).status).toBe(201);
    }
    expect(await t.database.db.$count(feedback, eq(feedback.user_id, other.id))).toBe(3);
  });

  it('answers 400 for missing or bad fields and stores nothing', async () => {
    const before = (await rows()).length;
    const bad: unknown[] = [
      {},
      { ...valid, feedbackType: undefined },
      { ...valid, feedbackType: 'praise' },
      { ...valid, content: '' },
      { ...valid, content: '   \n ' },
      { ...valid, content: 'x'.repeat(5001) },
      { ...valid, content: 42 },
      { ...valid, pageLocation: undefined },
      { ...valid, pageLocation: 'dashboard' },
      { ...valid, pageLocation: 'https://evil.example/' },
      { ...valid, pageLocation: '//evil.example/' },
      { ...valid, pageLocation: '/a b' },
      { ...valid, pageLocation: `/${'x'.repeat(500)}` },
    ];
    for (const json of bad) {
      await expectError(await send(json), 400, 'VALIDATION_FAILED');
    }
    expect((await rows()).length).toBe(before);
  });

  it('accepts the longest allowed text and path', async () => {
    const res = await send({
      ...valid,
      content: 'x'.repeat(5000),
      pageLocation: `/${'p'.repeat(499)}`,
    });
    expect(res.status).toBe(201);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFeedbackList, Feedback } from '@updately/shared/feedback-api';
import { auditLogs, feedback } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { expectError, type TestUser } from '../../test/account-test-kit';
import { signUpAdmin } from '../../test/admin-test-kit';

describe('admin feedback API', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUpAdmin(t);
    user = await t.signUp({ name: 'Fay Dback' });
    for (const [feedbackType, content] of [
      ['bug', 'First'],
      ['suggestion', 'Second'],
      ['other', 'Third'],
    ]) {
      const res = await t.request('/api/feedback', {
        method: 'POST',
        cookie: user.cookie,
        json: { feedbackType, content, pageLocation: '/help' },
      });
      ids.push(((await res.json()) as Feedback).id);
    }
  });
  afterAll(() => t.close());

  const list = async (query = '', cookie = admin.cookie) => {
    const res = await t.request(`/api/admin/feedback${query}`, { cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as AdminFeedbackList;
  };
  const setStatus = (id: string, json: unknown, cookie = admin.cookie) =>
    t.request(`/api/admin/feedback/${id}`, { method: 'PATCH', json, cookie });
  const statuses = async () =>
    (await t.database.db.select({ status: feedback.status }).from(feedback)).map((r) => r.status);

  it('answers 401 to anonymous callers and 403 to users', async () => {
    await expectError(await t.request('/api/admin/feedback'), 401, 'UNAUTHORIZED');
    await expectError(
      await t.request(`/api/admin/feedback/${ids[0]}`, {
        method: 'PATCH',
        json: { status: 'resolved' },
      }),
      401,
      'UNAUTHORIZED',
    );
    await expectError(
      await t.request('/api/admin/feedback', { cookie: user.cookie }),
      403,
      'FORBIDDEN',
    );
    await expectError(
      await setStatus(ids[0]!, { status: 'resolved' }, user.cookie),
      403,
      'FORBIDDEN',
    );
    expect(await statuses()).toEqual(['new', 'new', 'new']);
  });

  it('lists all feedback newest first with its author', async () => {
    const { items, total } = await list();
    expect(total).toBe(3);
    expect(items.map((i) => i.content)).toEqual(['Third', 'Second', 'First']);
    expect(items[0]).toMatchObject({
      feedback_type: 'other',
      page_location: '/help',
      status: 'new',
      user: { id: user.id, email: user.email, name: 'Fay Dback' },
    });
  });

  it('filters by type and status, and pages', async () => {
    expect((await list('?type=bug')).items.map((i) => i.content)).toEqual(['First']);
    const page = await list('?limit=1&offset=1');
    expect(page.items.map((i) => i.content)).toEqual(['Second']);
    expect(page.total).toBe(3);
    expect((await list('?status=resolved')).total).toBe(0);
  });

  it('changes a status, audited, and the filter sees it', async () => {
    const res = await setStatus(ids[0]!, { status: 'resolved' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: ids[0], status: 'resolved' });
    expect((await list('?status=resolved')).items.map((i) => i.id)).toEqual([ids[0]]);
    const [entry] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.user_id, admin.id), eq(auditLogs.action, 'admin.feedback_status')));
    expect(entry).toMatchObject({
      resource_id: user.id,
      old_values: { status: 'new' },
      new_values: { status: 'resolved' },
      metadata: { feedbackId: ids[0] },
    });
  });

  it('answers 404 for unknown feedback and 400 for bad input, changing nothing', async () => {
    const before = await statuses();
    await expectError(
      await setStatus('00000000-0000-4000-8000-000000000000', { status: 'resolved' }),
      404,
      'NOT_FOUND',
    );
    await expectError(await setStatus('nope', { status: 'resolved' }), 404, 'NOT_FOUND');
    for (const json of [{}, { status: 'done' }, { status: null }]) {
      await expectError(await setStatus(ids[1]!, json), 400, 'VALIDATION_FAILED');
    }
    for (const query of ['?type=praise', '?status=x', '?limit=0', '?limit=101', '?offset=-1']) {
      await expectError(
        await t.request(`/api/admin/feedback${query}`, { cookie: admin.cookie }),
        400,
        'VALIDATION_FAILED',
      );
    }
    expect(await statuses()).toEqual(before);
  });
});

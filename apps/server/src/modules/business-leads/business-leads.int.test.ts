import { eq } from 'drizzle-orm';
import { BUSINESS_LEAD_RATE_LIMIT } from '@updately/shared/business-leads-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessLeads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TURNSTILE_PASS_TOKEN } from '../../test/turnstile-stand-in';

const lead = (overrides: Record<string, unknown> = {}) => ({
  company: 'Southern Cross Energy',
  name: 'Priya Raman',
  email: 'Priya.Raman@SouthernCross.example.com.au',
  phone: '+61 2 9000 1234',
  companySize: '250-999',
  message: 'We would like to receive address changes from our customers through the API.',
  turnstileToken: TURNSTILE_PASS_TOKEN,
  ...overrides,
});

describe('business leads', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ config: { RATE_LIMIT: 'on', TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  const send = (body: unknown, ip = '192.0.2.10') =>
    t.request('/api/business-leads', {
      method: 'POST',
      json: body,
      headers: { 'x-forwarded-for': ip },
    });

  it('stores an enquiry and answers its id', async () => {
    const res = await send(lead({ company: '  Southern Cross Energy  ' }));
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.database.db.select().from(businessLeads).where(eq(businessLeads.id, id));
    expect(row).toMatchObject({
      company: 'Southern Cross Energy',
      name: 'Priya Raman',
      email: 'priya.raman@southerncross.example.com.au',
      phone: '+61 2 9000 1234',
      company_size: '250-999',
    });
  });

  it('stores a missing phone as null', async () => {
    const res = await send(lead({ phone: undefined }), '192.0.2.11');
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.database.db.select().from(businessLeads).where(eq(businessLeads.id, id));
    expect(row!.phone).toBeNull();
  });

  it.each([
    ['company', { company: ' ' }, /company name/],
    ['email', { email: 'priya@' }, /email/],
    ['size', { companySize: 'huge' }, /company size/],
    ['message', { message: 'hi' }, /10 characters/],
    ['phone', { phone: 'call me' }, /phone/],
  ])('rejects a bad %s with a clear message', async (_field, overrides, message) => {
    const res = await send(lead(overrides), '192.0.2.12');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toMatch(message);
  });

  it('answers TURNSTILE_FAILED for a rejected token and stores nothing', async () => {
    const before = (await t.database.db.select().from(businessLeads)).length;
    const res = await send(lead({ turnstileToken: 'forged' }), '192.0.2.13');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('TURNSTILE_FAILED');
    expect(await t.database.db.select().from(businessLeads)).toHaveLength(before);
  });

  it('rate limits enquiries per IP', async () => {
    for (let i = 0; i < BUSINESS_LEAD_RATE_LIMIT.max; i++) {
      expect((await send(lead(), '192.0.2.99')).status).toBe(201);
    }
    const res = await send(lead(), '192.0.2.99');
    expect(res.status).toBe(429);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
  });
});

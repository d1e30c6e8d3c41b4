import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { Webhook } from 'standardwebhooks';

import { apiAs, apiPost, baseURL } from './support/api';
import { brandIdByName, journeyCompany } from './support/app';
import { claimWithRoleAddress, startWebhookReceiver } from './support/business';
import { expect, test } from './support/fixtures';
import { AUTH_TEST_TIMEOUT_MS } from './support/rate-limits';
import { createUser, signUp } from './support/users';

test.describe.configure({ timeout: AUTH_TEST_TIMEOUT_MS + 60_000 });

// Brands no other spec uses: a verified claim turns a brand's channel to `api` for the whole run,
// so a retry takes the next pair.
const BRAND_PAIRS = [
  [
    { name: 'Bank Australia', domain: 'bankaust.com.au' },
    { name: 'Beyond Bank', domain: 'beyondbank.com.au' },
  ],
  [
    { name: 'Bank of Melbourne', domain: 'bankofmelbourne.com.au' },
    { name: 'BankSA', domain: 'banksa.com.au' },
  ],
] as const;
const ADDRESS = '40 Elgin St, Carlton VIC 3053';

/** The business's own HTTP calls (its session; the API key is added per call). */
async function call<T>(
  api: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  options: { data?: unknown; headers?: Record<string, string> } = {},
) {
  const response =
    method === 'GET'
      ? await api.get(path, { headers: options.headers })
      : await apiPost(api, path, options.data ?? {}, options.headers);
  const text = await response.text();
  return { status: response.status(), headers: response.headers(), body: JSON.parse(text) as T };
}

test('a business hears of a request by signed webhook, pulls it with its key and confirms it: the person sees it live, billed once', async ({
  page,
}) => {
  const BRANDS = BRAND_PAIRS[test.info().retry % BRAND_PAIRS.length]!;
  // The business: an organisation that claims two brands (codes to admin@ from the mailbox), an API key
  // and a webhook endpoint at a local receiver.
  await signUp(page, 'live-person');
  const business = await playwrightRequest.newContext({ baseURL });
  const receiver = await startWebhookReceiver();
  try {
    await createUser({ signedInAs: business, label: 'biz-api' });
    const org = await call<{ id: string }>(business, 'POST', '/api/auth/organization/create', {
      data: { name: 'Mutual Holdings', slug: `mutual-${Date.now()}` },
    });
    expect(org.status).toBe(200);
    const base = `/api/business/organizations/${org.body.id}`;
    for (const brand of BRANDS) {
      const id = await brandIdByName(page, brand.name);
      await claimWithRoleAddress(business, org.body.id, { id, domain: brand.domain });
    }
    const key = await call<{ key: string }>(business, 'POST', `${base}/api-keys`, {
      data: { name: 'CRM sync' },
    });
    const bearer = { authorization: `Bearer ${key.body.key}` };
    const endpoint = await call<{ secret: string }>(business, 'POST', `${base}/webhooks`, {
      data: { url: receiver.url, event_types: ['update_request.created'] },
    });
    expect(endpoint.status).toBe(201);

    // The person moves and tells both banks.
    const api = apiAs(page);
    const brandIds = await Promise.all(BRANDS.map((b) => brandIdByName(page, b.name)));
    expect((await api.post('/api/footprints', { brandIds })).status).toBe(201);
    const journey = await api.post<{ id: string }>('/api/journeys', {
      type: 'moving_house',
      name: 'Moving to Carlton',
      target_address: ADDRESS,
      moving_date: '2027-07-01',
    });
    const review = await api.get<{ companies: { footprint_id: string; channel: string }[] }>(
      `/api/journeys/${journey.body.id}/review`,
    );
    expect(review.body.companies.map((c) => c.channel)).toEqual(['api', 'api']);
    const approved = await api.post('/api/journeys/' + journey.body.id + '/updates', {
      consent_version: '1.0',
      companies: review.body.companies.map((c) => ({
        footprint_id: c.footprint_id,
        fields: ['address'],
      })),
    });
    expect(approved.status).toBe(201);
    await page.goto(`/journeys/${journey.body.id}`);
    for (const brand of BRANDS) {
      await expect(journeyCompany(page, brand.name)).toContainText('Sent', { timeout: 20_000 });
    }

    // Two signed webhooks, verified with the endpoint's secret.
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
    const verifier = new Webhook(endpoint.body.secret);
    const ids = receiver.received.map((hook) => {
      const event = verifier.verify(hook.body, hook.headers as Record<string, string>) as {
        type: string;
        data: { id: string };
      };
      expect(event.type).toBe('update_request.created');
      return event.data.id;
    });

    const jwks = createRemoteJWKSet(new URL(`${baseURL}/.well-known/jwks.json`));
    for (const id of ids) {
      const detail = await call<{
        changes: { field: string; value: string }[];
        identity_assertion: string;
      }>(business, 'GET', `/api/v1/requests/${id}`, { headers: bearer });
      expect(detail.body.changes).toEqual([{ field: 'address', value: ADDRESS }]);
      const { payload } = await jwtVerify(detail.body.identity_assertion, jwks, {
        audience: `urn:updately:organization:${org.body.id}`,
      });
      expect(payload).toMatchObject({ sub: `urn:updately:request:${id}` });
      expect((payload.verified as { email: boolean }).email).toBe(true);

      const confirmed = await call<{ status: string }>(
        business,
        'POST',
        `/api/v1/requests/${id}/confirm`,
        {
          data: { fields: [{ field: 'address', outcome: 'applied' }], confirmed_by: 'CRM sync' },
          headers: { ...bearer, 'idempotency-key': `${id}-confirm` },
        },
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.status).toBe('completed');
    }
    // The person's page changed without a reload.
    for (const brand of BRANDS) {
      await expect(journeyCompany(page, brand.name)).toContainText(`Confirmed by ${brand.name}`);
    }

    // Confirming again bills nothing: the same key replays, a new key is refused.
    const replay = await call(business, 'POST', `/api/v1/requests/${ids[0]}/confirm`, {
      data: { fields: [{ field: 'address', outcome: 'applied' }], confirmed_by: 'CRM sync' },
      headers: { ...bearer, 'idempotency-key': `${ids[0]}-confirm` },
    });
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await call(business, 'POST', `/api/v1/requests/${ids[0]}/confirm`, {
      data: { fields: [{ field: 'address', outcome: 'applied' }] },
      headers: { ...bearer, 'idempotency-key': `${ids[0]}-again` },
    });
    expect(again.status).toBe(409);
    const usage = await call<{ fields: number; amount: string }>(business, 'GET', `${base}/usage`);
    expect(usage.body).toMatchObject({ fields: 2, amount: '1.00' });
  } finally {
    await receiver.close();
    await business.dispose();
  }
});

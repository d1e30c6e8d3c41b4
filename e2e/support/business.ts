import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';

import { apiPost, baseURL } from './api';
import { brandIdByName } from './app';
import { expect } from './fixtures';
import { claimCodeIn, waitForMail } from './mail';
import { createUser, type TestUser } from './users';

/**
 * Directory brands with a website that no other spec uses (claiming one turns its channel to
 * `api` for the whole server run): a retry of a spec takes the next, since a brand is claimed once.
 */
export const CLAIMABLE_BRANDS = [
  { name: 'Teachers Mutual Bank', domain: 'tmbank.com.au' },
  { name: 'Great Southern Bank', domain: 'greatsouthernbank.com.au' },
  { name: 'Australian Military Bank', domain: 'australianmilitarybank.com.au' },
] as const;

export const PERSON_ADDRESS = '8 Rathdowne St, Carlton VIC 3053';

/**
 * Publishes a TXT record on the e2e server's DNS stand-in (scripts/e2e-server.mjs), where the
 * app looks brand claims' records up.
 */
export async function publishTxtRecord(name: string, value: string): Promise<void> {
  const standIn = await playwrightRequest.newContext();
  try {
    const url = `http://127.0.0.1:${Number(new URL(baseURL).port) + 1}/dns`;
    const response = await standIn.post(url, { data: { name, value } });
    expect(response.ok()).toBe(true);
  } finally {
    await standIn.dispose();
  }
}

/**
 * Claims a brand for the organisation with a code mailed to `admin@<domain>` (a role address at
 * the brand's registrable domain), through the API: the claim is verified when this returns.
 */
export async function claimWithRoleAddress(
  business: APIRequestContext,
  orgId: string,
  brand: { id: string; domain: string },
): Promise<void> {
  const base = `/api/business/organizations/${orgId}`;
  const email = `admin@${brand.domain}`;
  const after = Date.now() - 1000;
  const claim = await apiPost(business, `${base}/claims`, {
    brand_id: brand.id,
    method: 'email_code',
    email,
  });
  expect(claim.status(), await claim.text()).toBe(201);
  const { id } = (await claim.json()) as { id: string };
  const mail = await waitForMail(business, email, /code to claim/, { after });
  const verified = await apiPost(business, `${base}/claims/${id}/verify`, {
    code: claimCodeIn(mail),
  });
  expect(verified.status(), await verified.text()).toBe(200);
}

/**
 * A person (a new account, in a context of its own) who has `brandName` among their footprints,
 * starts a Moving Home journey and approves sending the new address to that brand. Answers the
 * person and the request's reference.
 */
export async function approvedRequestTo(
  brandName: string,
): Promise<{ person: TestUser; reference: string }> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const person = await createUser({ signedInAs: api, label: 'customer' });
    const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown) => {
      const response =
        method === 'GET' ? await api.get(path) : await apiPost(api, path, data ?? {});
      expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    };
    const brands = await call<{ items: { id: string; name: string }[] }>(
      'GET',
      `/api/brands?q=${encodeURIComponent(brandName)}&pageSize=100`,
    );
    const brand = brands.items.find((item) => item.name === brandName);
    if (!brand) throw new Error(`No brand named ${brandName}`);
    await call('POST', '/api/footprints', { brandIds: [brand.id] });
    const journey = await call<{ id: string }>('POST', '/api/journeys', {
      type: 'moving_house',
      name: 'Moving to Carlton',
      target_address: PERSON_ADDRESS,
      moving_date: '2027-06-01',
    });
    const review = await call<{
      companies: { footprint_id: string; company_name: string; channel: string }[];
    }>('GET', `/api/journeys/${journey.id}/review`);
    const company = review.companies.find((c) => c.company_name === brandName);
    expect(company?.channel, 'the claimed brand is told through the api channel').toBe('api');
    const approved = await call<{ items: { reference: string }[] }>(
      'POST',
      `/api/journeys/${journey.id}/updates`,
      {
        consent_version: '1.0',
        companies: [{ footprint_id: company!.footprint_id, fields: ['address'] }],
      },
    );
    return { person, reference: approved.items[0]!.reference };
  } finally {
    await api.dispose();
  }
}

export type ReceivedWebhook = { headers: http.IncomingHttpHeaders; body: string };

/** A local HTTP endpoint that answers 200 to every POST and keeps what it received. */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      res.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/updately`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * An organisation with something on every portal page, set up through the API for the signed-in
 * owner of `page`: `brand` claimed and verified (code mailed to a role address), an API key, a webhook
 * endpoint with a delivered test event, a customer's request answered (so billing has usage), and
 * an invitation waiting for `inviteeEmail`. Answers the invitation's id and the request's reference.
 */
export async function organisationWithData(
  page: Page,
  brand: { name: string; domain: string },
  { webhookUrl, inviteeEmail }: { webhookUrl: string; inviteeEmail: string },
): Promise<{ invitationId: string; reference: string }> {
  const call = async <T>(path: string, data: unknown, status = 200) => {
    const response = await apiPost(page.request, path, data);
    expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(status);
    return (await response.json()) as T;
  };
  const org = await call<{ id: string }>('/api/auth/organization/create', {
    name: `${brand.name} Member Care`,
    slug: `a11y-${randomUUID().slice(0, 8)}`,
  });
  const base = `/api/business/organizations/${org.id}`;
  const brandId = await brandIdByName(page, brand.name);
  await claimWithRoleAddress(page.request, org.id, { id: brandId, domain: brand.domain });
  await call(`${base}/api-keys`, { name: 'CRM sync' }, 201);
  const endpoint = await call<{ id: string }>(`${base}/webhooks`, { url: webhookUrl }, 201);
  await call(`${base}/webhooks/${endpoint.id}/test`, {}, 202);

  const { reference } = await approvedRequestTo(brand.name);
  // The request reaches the organisation through the job queue.
  let requestId = '';
  await expect(async () => {
    const list = (await (await page.request.get(`${base}/requests`)).json()) as {
      items: { id: string; reference: string }[];
    };
    requestId = list.items.find((item) => item.reference === reference)?.id ?? '';
    expect(requestId).not.toBe('');
  }).toPass({ timeout: 30_000 });
  await call(`${base}/requests/${requestId}/confirm`, {
    fields: [{ field: 'address', outcome: 'applied' }],
    confirmed_by: 'Sam, Member Care',
  });

  const invitation = await call<{ id: string }>('/api/auth/organization/invite-member', {
    email: inviteeEmail,
    role: 'member',
    organizationId: org.id,
  });
  return { invitationId: invitation.id, reference };
}

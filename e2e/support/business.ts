import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as playwrightRequest, type Page } from '@playwright/test';

import { apiPost, baseURL } from './api';
import { brandIdByName } from './app';
import { expect } from './fixtures';
import { codeIn, waitForMail } from './mail';
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
 * owner of `page`: `brand` claimed and verified (code from the mailbox), an API key, a webhook
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
  const email = `privacy@${brand.domain}`;
  const claim = await call<{ id: string }>(
    `${base}/claims`,
    { brand_id: await brandIdByName(page, brand.name), email },
    201,
  );
  const code = codeIn(await waitForMail(page.request, email, /code to claim/));
  await call(`${base}/claims/${claim.id}/verify`, { code });
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

import {
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import type { RequestKind } from '@updately/shared/request-kinds';

import { apiPost, baseURL } from './api';
import { claimWithRoleAddress } from './business';
import { expect } from './fixtures';
import { waitForMail } from './mail';
import { createUser } from './users';

/** A directory brand with a first-request email (the email channel writes to the dev mailbox). */
export type EmailedBrand = { name: string; email: string };

/** A directory brand a walk's test organisation may claim (its domain gets the claim code). */
export type ClaimableBrand = { name: string; domain: string };

/**
 * The business side of a walk: an organisation that claimed one brand, with an API key, its
 * integration opted into the walk's kinds. Everything through HTTP (none of it is the person's).
 */
export type WalkBusiness = {
  api: APIRequestContext;
  orgId: string;
  brand: ClaimableBrand;
  bearer: { authorization: string };
  dispose: () => Promise<void>;
};

async function json<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
  status = 200,
) {
  const text = await response.text();
  expect(response.status(), `${what}: ${text}`).toBe(status);
  return JSON.parse(text) as T;
}

/**
 * The integration declares the kinds it handles (PUT /api/v1/integration/kinds): any other kind
 * goes to the brand by email or as the person's checklist instead.
 */
export async function optIntoKinds(
  business: Pick<WalkBusiness, 'api' | 'bearer'>,
  kinds: readonly RequestKind[],
): Promise<void> {
  const response = await business.api.put('/api/v1/integration/kinds', {
    data: { kinds },
    headers: { origin: baseURL, ...business.bearer },
  });
  const declared = await json<{ kinds: RequestKind[] }>(response, 'PUT /api/v1/integration/kinds');
  expect(declared.kinds).toEqual(expect.arrayContaining([...kinds]));
}

/**
 * A test organisation claiming `brand` (the claim code mailed to a role address), with an API key
 * whose integration handles `kinds`.
 */
export async function walkBusiness(
  brand: ClaimableBrand,
  kinds: readonly RequestKind[],
): Promise<WalkBusiness> {
  const api = await playwrightRequest.newContext({ baseURL });
  await createUser({ signedInAs: api, label: 'walk-biz' });
  const org = await json<{ id: string }>(
    await apiPost(api, '/api/auth/organization/create', {
      name: `${brand.name} Customer Care`,
      slug: `walk-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`,
    }),
    'create organisation',
  );
  const base = `/api/business/organizations/${org.id}`;
  await claimWithRoleAddress(api, org.id, {
    id: await brandIdIn(api, brand.name),
    domain: brand.domain,
  });
  const key = await json<{ key: string }>(
    await apiPost(api, `${base}/api-keys`, {
      name: 'CRM sync',
      scopes: ['requests:read', 'requests:write', 'integration:write'],
    }),
    'create API key',
    201,
  );
  const business = {
    api,
    orgId: org.id,
    brand,
    bearer: { authorization: `Bearer ${key.key}` },
    dispose: () => api.dispose(),
  };
  await optIntoKinds(business, kinds);
  return business;
}

/** The directory id of the brand named exactly `name`, read with `api`'s session. */
async function brandIdIn(api: APIRequestContext, name: string): Promise<string> {
  const { items } = await json<{ items: { id: string; name: string }[] }>(
    await api.get(`/api/brands?q=${encodeURIComponent(name)}&pageSize=100`),
    'GET /api/brands',
  );
  const brand = items.find((item) => item.name === name);
  if (!brand) throw new Error(`No brand named ${name}`);
  return brand.id;
}

type ApiRequest = {
  id: string;
  reference: string;
  kind: RequestKind;
  subject: string;
  changes: { field: string; value: string | null }[];
  details: unknown;
  expected_by: string | null;
};

/**
 * The one open request of `kind` the business received (through the job queue, so it waits for
 * it), as its integration reads it with its key.
 */
export async function receivedRequest(
  business: WalkBusiness,
  kind: RequestKind,
): Promise<ApiRequest> {
  let id = '';
  await expect(async () => {
    const list = await json<{ items: { id: string; kind?: RequestKind }[] }>(
      await business.api.get('/api/v1/requests?limit=100', { headers: business.bearer }),
      'GET /api/v1/requests',
    );
    id = list.items.find((item) => item.kind === kind)?.id ?? '';
    expect(id, `a ${kind} request reached ${business.brand.name}`).not.toBe('');
  }).toPass({ timeout: 30_000 });
  return json<ApiRequest>(
    await business.api.get(`/api/v1/requests/${id}`, { headers: business.bearer }),
    `GET /api/v1/requests/${id}`,
  );
}

/** The business answers every field of the request through the API (POST confirm). */
export async function answerThroughApi(
  business: WalkBusiness,
  request: ApiRequest,
  outcome: 'applied' | 'no_account',
  confirmedBy: string,
): Promise<{ status: string }> {
  const response = await apiPost(
    business.api,
    `/api/v1/requests/${request.id}/confirm`,
    {
      fields: request.changes.map((change) => ({ field: change.field, outcome })),
      confirmed_by: confirmedBy,
    },
    { ...business.bearer, 'idempotency-key': `${request.id}-walk` },
  );
  return json<{ status: string }>(response, `POST /api/v1/requests/${request.id}/confirm`);
}

/**
 * The company answers by the link in its email: it opens the page in a browser of its own and
 * presses the answer's button. Answers the request's reference and the mail's text.
 */
export async function answerByEmailLink(
  browser: Browser,
  page: Page,
  options: {
    to: string;
    subject: RegExp;
    after: number;
    /** The label of the link's line in the mail, e.g. "Updated". */
    link: string;
    /** The button on the link's page. */
    button: string;
    confirmedBy: string;
  },
): Promise<{ reference: string; text: string }> {
  const mail = await waitForMail(page.request, options.to, options.subject, {
    after: options.after - 1000,
  });
  const reference = /Reference: (UPD-\S+)/.exec(mail.text)?.[1];
  const url = new RegExp(`^${options.link}: (\\S+)$`, 'm').exec(mail.text)?.[1];
  if (!reference || !url)
    throw new Error(`No reference or "${options.link}" link in: ${mail.text}`);
  const context = await browser.newContext();
  try {
    const companyPage = await context.newPage();
    await companyPage.goto(url);
    await expect(companyPage.getByText(reference)).toBeVisible();
    await companyPage.getByLabel('Your name or team (optional)').fill(options.confirmedBy);
    await companyPage.getByRole('button', { name: options.button }).click();
    await expect(companyPage.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  } finally {
    await context.close();
  }
  return { reference, text: mail.text };
}

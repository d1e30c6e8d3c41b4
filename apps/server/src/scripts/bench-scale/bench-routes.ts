/** The API calls behind each page (read from the web app's features, api folders), as [name, path]. */
export type Route = [name: string, path: string];

export function adminRoutes(ids: {
  person: string;
  personEmail: string;
  journey: string;
}): Route[] {
  const today = new Date();
  const day = (daysAgo: number) =>
    new Date(today.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const since = new Date(today.getTime() - 86_400_000).toISOString();
  return [
    ['users (first page)', '/api/admin/users?limit=50'],
    [
      'users: search by email',
      `/api/admin/users?limit=50&q=${encodeURIComponent(ids.personEmail)}`,
    ],
    ['users: banned', '/api/admin/users?limit=50&banned=true'],
    ['users: two-factor on', '/api/admin/users?limit=50&mfa=true'],
    ['users: admins', '/api/admin/users?limit=50&role=admin'],
    ['a user', `/api/admin/users/${ids.person}`],
    ['journeys (first page)', '/api/admin/journeys?limit=50'],
    [
      'journeys: moving house, active',
      '/api/admin/journeys?limit=50&type=moving_house&status=active',
    ],
    ['a journey', `/api/admin/journeys/${ids.journey}`],
    ['audit logs (first page)', '/api/admin/audit-logs?limit=50'],
    ['audit logs: refused sign-ins', '/api/admin/audit-logs?limit=50&action=auth.sign_in_failed'],
    [
      'audit logs: one person',
      `/api/admin/audit-logs?limit=50&user=${encodeURIComponent(ids.personEmail)}`,
    ],
    ['audit logs: actions', '/api/admin/audit-logs/actions'],
    [
      'audit logs export.csv (last 24 h)',
      `/api/admin/audit-logs/export.csv?from=${encodeURIComponent(since)}`,
    ],
    ['analytics (30 days)', '/api/admin/analytics'],
    ['analytics (366 days)', `/api/admin/analytics?from=${day(365)}&to=${day(0)}`],
    ['analytics.csv (30 days)', '/api/admin/analytics.csv'],
    ['security (30 days)', '/api/admin/security'],
    ['error groups', '/api/admin/error-groups'],
    ['brands', '/api/admin/brands'],
    ['brand coverage', '/api/admin/brand-coverage'],
    ['brand coverage: a channel’s brands', '/api/admin/brand-coverage/brands?channel=manual'],
    ['brand claims', '/api/admin/brand-claims'],
    ['approvals', '/api/admin/approvals'],
    ['integrations', '/api/admin/integrations'],
    ['feedback', '/api/admin/feedback'],
  ];
}

export function personRoutes(journey: string): Route[] {
  return [
    ['dashboard: journeys', '/api/journeys'],
    ['dashboard: activity', '/api/account/activity?limit=50'],
    ['footprints list', '/api/footprints'],
    ['journey (20 companies)', `/api/journeys/${journey}`],
    ['journey updates (20 companies)', `/api/journeys/${journey}/updates`],
    ['proof (json)', `/api/journeys/${journey}/proof?format=json`],
  ];
}

/** The first page, and a page about 1,000 requests in (cursor followed from the start). */
export async function businessRoutes(base: string, key: string): Promise<Route[]> {
  let cursor: string | null = null;
  for (let page = 0; page < 20; page++) {
    const res = await fetch(
      `${base}/api/v1/requests?limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      {
        headers: { authorization: `Bearer ${key}` },
      },
    );
    const body = (await res.json()) as { next_cursor?: string | null };
    if (!body.next_cursor) break;
    cursor = body.next_cursor;
  }
  return [
    ['GET /api/v1/requests?limit=50 (first page)', '/api/v1/requests?limit=50'],
    ...(cursor
      ? ([['… a later page (cursor)', `/api/v1/requests?limit=50&cursor=${cursor}`]] as Route[])
      : []),
  ];
}

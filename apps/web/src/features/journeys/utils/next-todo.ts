import type { JourneyFootprintDetail } from '@updately/shared/journeys-api';
import type { UpdateRequest } from '@updately/shared/updates-api';

import { safeHttpUrl } from './safe-link';
import { companyRows, requestsOfCompany } from './update-view';

export type OpenTodo = { link: JourneyFootprintDetail; request: UpdateRequest };

/** The person's own open to-dos (a checklist not yet done, one per kind), in the list's order. */
export function openTodos(
  links: readonly JourneyFootprintDetail[],
  requests: readonly UpdateRequest[],
): OpenTodo[] {
  return companyRows(links, requests).flatMap(({ link }) =>
    requestsOfCompany(requests, link.footprint_id)
      .filter((request) => request.channel === 'manual' && request.status === 'sent')
      .map((request) => ({ link, request })),
  );
}

/** Where the person makes the change: the change-of-details page, else the website; or nowhere. */
export function todoDestination(
  footprint: Pick<JourneyFootprintDetail['footprint'], 'brand'>,
): { kind: 'page' | 'website'; url: string } | null {
  const page = safeHttpUrl(footprint.brand?.account_settings_url);
  if (page) return { kind: 'page', url: page };
  const website = safeHttpUrl(footprint.brand?.website);
  return website ? { kind: 'website', url: website } : null;
}

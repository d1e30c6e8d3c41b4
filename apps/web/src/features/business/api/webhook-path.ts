import { orgApiPath } from './business-keys';

/** `/api/business/organizations/{orgId}/webhooks/{endpointId}` followed by `rest`. */
export function webhookPath(orgId: string, endpointId: string, rest = ''): string {
  return orgApiPath(orgId, `/webhooks/${encodeURIComponent(endpointId)}${rest}`);
}

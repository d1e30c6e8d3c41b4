/** `/api/business/organizations/{orgId}` followed by `rest`. */
export function orgApiPath(orgId: string, rest = ''): string {
  return `/api/business/organizations/${encodeURIComponent(orgId)}${rest}`;
}

/**
 * Every portal query key starts with the organisation's: switching organisations switches caches,
 * and a mutation invalidates exactly the keys below the one it changes.
 */
export const businessKeys = {
  organizations: ['business', 'organizations'] as const,
  organization: (orgId: string) => ['business', 'org', orgId] as const,
  summary: (orgId: string) => [...businessKeys.organization(orgId), 'summary'] as const,
  claims: (orgId: string) => [...businessKeys.organization(orgId), 'claims'] as const,
  apiKeys: (orgId: string) => [...businessKeys.organization(orgId), 'api-keys'] as const,
  requests: (orgId: string) => [...businessKeys.organization(orgId), 'requests'] as const,
  request: (orgId: string, id: string) =>
    [...businessKeys.organization(orgId), 'request', id] as const,
  usage: (orgId: string) => [...businessKeys.organization(orgId), 'usage'] as const,
  integrationKinds: (orgId: string) =>
    [...businessKeys.organization(orgId), 'integration-kinds'] as const,
  webhooks: (orgId: string) => [...businessKeys.organization(orgId), 'webhooks'] as const,
  deliveries: (orgId: string, endpointId: string) =>
    [...businessKeys.webhooks(orgId), endpointId, 'deliveries'] as const,
  members: (orgId: string) => [...businessKeys.organization(orgId), 'members'] as const,
  invitations: (orgId: string) => [...businessKeys.organization(orgId), 'invitations'] as const,
  invitation: (id: string) => ['business', 'invitation', id] as const,
};

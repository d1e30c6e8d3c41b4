/**
 * The business portal's routes (its own registry beside lib/paths.ts): `path` is the router
 * pattern, `getHref()` builds a link to it.
 */
function route(path: string) {
  return { path, getHref: () => path } as const;
}

export const businessPaths = {
  home: route('/business'),
  requests: route('/business/requests'),
  integration: route('/business/integration'),
  team: route('/business/team'),
  billing: route('/business/billing'),
  /** Where an invitation email's link lands (the server builds the same URL). */
  invitation: {
    path: '/business/invitations/:id',
    getHref: (id: string) => `/business/invitations/${encodeURIComponent(id)}`,
  },
} as const;

/** Server pages beside the SPA: followed with a plain link, never the router. */
export const businessApiDocs = {
  docs: '/api/v1/docs',
  openApi: '/api/v1/openapi.json',
  recipes: '/api/v1/docs/recipes',
  appDocs: '/api/docs',
  jwks: '/.well-known/jwks.json',
} as const;

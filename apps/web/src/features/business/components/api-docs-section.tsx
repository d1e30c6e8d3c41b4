import { ExternalLink } from 'lucide-react';

import { SectionCard } from '../../../components/ui/section-card';
import { businessApiDocs } from '../business-paths';

const LINKS = [
  {
    href: businessApiDocs.docs,
    title: 'Business API reference',
    text: 'Every endpoint of the Business API (/api/v1), tried in the browser.',
  },
  {
    href: businessApiDocs.openApi,
    title: 'OpenAPI document',
    text: 'OpenAPI 3.1, for generating a client in your language.',
  },
  {
    href: businessApiDocs.recipes,
    title: 'Zapier, Make and n8n',
    text: 'Recipes: a polling trigger on updated_since and a confirm action.',
  },
  {
    href: businessApiDocs.jwks,
    title: 'Signing keys (JWKS)',
    text: 'Verify each request’s identity assertion with these public keys.',
  },
  {
    href: businessApiDocs.appDocs,
    title: 'Portal API reference',
    text: 'The whole app’s OpenAPI, including these portal routes (session cookie).',
  },
];

/** Where developers read how to call the API and verify what it sends. */
export function ApiDocsSection() {
  return (
    <SectionCard
      title="API documentation"
      description="List requests with GET /api/v1/requests (cursor pages, updated_since for polling), confirm them with POST /api/v1/requests/{id}/confirm and an Idempotency-Key."
    >
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {LINKS.map(({ href, title, text }) => (
          <li key={href}>
            <a
              href={href}
              target="_blank"
              rel="noreferrer"
              className="flex h-full flex-col gap-1 rounded-md border border-border p-4 hover:bg-muted"
            >
              <span className="flex items-center gap-2 font-semibold text-primary">
                {title}
                <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </span>
              <span className="text-sm text-muted-foreground">{text}</span>
            </a>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

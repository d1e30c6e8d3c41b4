import { ApiDocsSection } from './api-docs-section';
import { ApiKeysSection } from './api-keys-section';
import { BrandClaimsSection } from './brand-claims-section';
import { BusinessPage } from './business-page';
import { IntegrationKindsSection } from './integration-kinds-section';
import { OrganizationGate } from './organization-gate';
import { WebhooksSection } from './webhooks-section';

/** `/business/integration`: brands, API keys, webhook endpoints and the API's docs. */
export function BusinessIntegrationPage() {
  return (
    <BusinessPage
      heading="Integration"
      lead="Claim your brands, then connect your systems: pull requests with an API key, or have them pushed to a webhook."
    >
      <OrganizationGate>
        {(org) => (
          <div className="flex flex-col gap-6">
            <BrandClaimsSection org={org} />
            <IntegrationKindsSection org={org} />
            <ApiKeysSection org={org} />
            <WebhooksSection org={org} />
            <ApiDocsSection />
          </div>
        )}
      </OrganizationGate>
    </BusinessPage>
  );
}

import type { AdminBrandClaim } from '@updately/shared/business-api';

import { SectionError, SectionLoading } from '../../../components/ui/query-state';
import { useStepUp } from '../../../components/ui/step-up-dialog';
import { TableHead } from '../../../components/ui/table-head';
import { formatDateTime } from '../../../lib/format-date';
import { useVerifiedBrandClaims } from '../api/brand-claims';
import { CLAIM_PROOF_LABELS } from './admin-brand-claims';
import { RevokeClaimDialog } from './revoke-claim-dialog';

/** The claims that now receive brands' requests, each of which an admin may revoke. */
export function AdminVerifiedClaims() {
  const claims = useVerifiedBrandClaims();
  return (
    <section aria-labelledby="verified-claims-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="verified-claims-heading" className="text-lg font-semibold">
          Verified claims
        </h2>
        <p className="text-sm text-muted-foreground">
          These businesses receive the brands&apos; customers&apos; updates. Revoke a claim the
          brand disputes: its unfinished requests then go to the brand another way.
        </p>
      </div>
      {claims.isPending ? (
        <SectionLoading label="Loading verified claims" />
      ) : claims.isError ? (
        <SectionError error={claims.error} onRetry={() => void claims.refetch()} />
      ) : claims.data.length === 0 ? (
        <p className="text-muted-foreground">No brand is claimed yet.</p>
      ) : (
        <VerifiedTable items={claims.data} />
      )}
    </section>
  );
}

function VerifiedTable({ items }: { items: AdminBrandClaim[] }) {
  const { withStepUp, stepUpDialog } = useStepUp();
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Verified claims, most recent first</caption>
        <TableHead
          columns={['Verified', 'Brand', 'Organisation', 'Proven by', 'Action']}
          className="bg-muted"
          cellClassName="p-3"
        />
        <tbody>
          {items.map((claim) => (
            <tr key={claim.id} className="border-t border-border align-top">
              <td className="p-3 whitespace-nowrap">
                {claim.decided_at ? formatDateTime(claim.decided_at) : '—'}
              </td>
              <td className="p-3">{claim.brand.name}</td>
              <td className="p-3 break-words">{claim.organization_name}</td>
              <td className="p-3">
                {claim.decided_by_method ? CLAIM_PROOF_LABELS[claim.decided_by_method] : '—'}
              </td>
              <td className="p-3">
                <RevokeClaimDialog claim={claim} withStepUp={withStepUp} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {stepUpDialog}
    </div>
  );
}

import type { BrandClaim } from '@updately/shared/business-api';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate } from '../../../lib/format-date';
import { useBrandClaims } from '../api/list-brand-claims';
import type { Organization } from '../api/list-organizations';
import { isManagerRole } from '../utils/business-labels';
import { ClaimBrandDialog } from './claim-brand-dialog';
import { VerifyClaimForm } from './verify-claim-form';

const CLAIM_STATUS = {
  pending: { label: 'Pending', variant: 'outline' },
  verified: { label: 'Verified', variant: 'default' },
  rejected: { label: 'Rejected', variant: 'destructive' },
} as const;

/** The brands the organisation answers for: claimed, verified by a code or by an admin. */
export function BrandClaimsSection({ org }: { org: Organization }) {
  const claims = useBrandClaims(org.id);
  const [open, setOpen] = useState(false);
  const manager = isManagerRole(org.role);

  return (
    <SectionCard
      title="Your brands"
      description="Claim the directory brands you answer for. Once verified, their customers’ requests come to you."
      action={
        manager ? (
          <ClaimBrandDialog
            orgId={org.id}
            open={open}
            onOpenChange={setOpen}
            trigger={<Button type="button">Claim a brand</Button>}
          />
        ) : null
      }
    >
      {claims.isPending ? (
        <LoadingSkeletons label="Loading your brands" rows={2} />
      ) : claims.isError ? (
        <LoadError
          title="Your brands could not be loaded"
          error={claims.error}
          onRetry={() => void claims.refetch()}
        />
      ) : claims.data.length === 0 ? (
        <EmptyState
          icon={BadgeCheck}
          headingLevel="h3"
          title="No brands claimed yet"
          description={
            manager
              ? 'Claim a brand with an address at its website’s domain: we email a code there.'
              : 'An owner or admin of the organisation claims its brands.'
          }
        />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {claims.data.map((claim) => (
            <ClaimRow key={claim.id} orgId={org.id} claim={claim} manager={manager} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function ClaimRow({
  orgId,
  claim,
  manager,
}: {
  orgId: string;
  claim: BrandClaim;
  manager: boolean;
}) {
  const status = CLAIM_STATUS[claim.status];
  const pending = claim.status === 'pending';
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold break-words">{claim.brand.name}</h3>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <p className="text-sm break-words text-muted-foreground">{claimText(claim)}</p>
      {pending && claim.verification_email && manager ? (
        <VerifyClaimForm orgId={orgId} claim={claim} />
      ) : null}
    </li>
  );
}

function claimText(claim: BrandClaim): string {
  if (claim.status === 'verified') {
    const how = claim.decided_by_method === 'admin' ? 'by an administrator' : 'by email code';
    return `Verified ${how}${claim.decided_at ? ` on ${formatDate(claim.decided_at)}` : ''}. Its customers’ requests come to you.`;
  }
  if (claim.status === 'rejected') return 'An administrator turned this claim down.';
  if (claim.verification_email) {
    return `Claimed on ${formatDate(claim.created_at)}: enter the code we emailed to ${claim.verification_email}.`;
  }
  return `Claimed on ${formatDate(claim.created_at)}: waiting for an administrator to review it.`;
}

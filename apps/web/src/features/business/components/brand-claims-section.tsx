import type { BrandClaim } from '@updately/shared/business-api';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useBrandClaims } from '../api/list-brand-claims';
import type { Organization } from '../api/list-organizations';
import { isManagerRole } from '../utils/business-labels';
import { ClaimBrandDialog } from './claim-brand-dialog';
import { DnsClaimRecord } from './dns-claim-record';
import { VerifyClaimForm } from './verify-claim-form';

const CLAIM_STATUS = {
  pending: { label: 'Pending', variant: 'outline' },
  verified: { label: 'Verified', variant: 'default' },
  rejected: { label: 'Rejected', variant: 'destructive' },
  revoked: { label: 'Revoked', variant: 'destructive' },
} as const;

const VERIFIED_BY = {
  dns: 'by DNS record',
  email_code: 'by email code',
  admin: 'by an administrator',
} as const;

/** The brands the organisation answers for: claimed, then verified by DNS, a code or an admin. */
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
              ? 'Claim a brand, then prove it is yours: a DNS record at its domain, a code to one of its addresses, or an administrator’s review.'
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
  // Only an owner or admin acts on a pending claim; a locked code path takes no code.
  const acting = claim.status === 'pending' && manager;
  const codeForm = acting && claim.method === 'email_code' && !claim.locked_until;
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold break-words">{claim.brand.name}</h3>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <p className="text-sm break-words text-muted-foreground">{claimText(claim)}</p>
      {codeForm && claim.verification_email ? (
        <VerifyClaimForm orgId={orgId} claim={claim} />
      ) : null}
      {acting && claim.dns_record ? (
        <DnsClaimRecord orgId={orgId} claim={claim} record={claim.dns_record} />
      ) : null}
    </li>
  );
}

function claimText(claim: BrandClaim): string {
  if (claim.status === 'verified') {
    const how = claim.decided_by_method ? VERIFIED_BY[claim.decided_by_method] : '';
    return `Verified ${how}${claim.decided_at ? ` on ${formatDate(claim.decided_at)}` : ''}. Its customers’ requests come to you.`;
  }
  if (claim.status === 'rejected') return 'An administrator turned this claim down.';
  if (claim.status === 'revoked') {
    return `An administrator withdrew this claim${claim.revoked_at ? ` on ${formatDate(claim.revoked_at)}` : ''}: its customers’ requests no longer come to you.`;
  }
  const since = `Claimed on ${formatDate(claim.created_at)}`;
  if (claim.locked_until && claim.method === 'email_code') {
    return `${since}: too many wrong codes. No code is taken before ${formatDateTime(claim.locked_until)}; prove it with a DNS record instead, or ask for an administrator’s review.`;
  }
  if (claim.method === 'dns') {
    return `${since}: publish this TXT record at the brand’s domain, then check it.`;
  }
  if (claim.method === 'email_code' && claim.verification_email) {
    return `${since}: enter the code we emailed to ${claim.verification_email}.`;
  }
  return `${since}: waiting for an administrator to review it.`;
}

import type { AdminBrandClaim, BrandClaimMethod } from '@updately/shared/business-api';
import { MESSAGES } from '@updately/shared/messages';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SectionError, SectionLoading } from '../../../components/ui/query-state';
import { TableHead } from '../../../components/ui/table-head';
import { formatDateTime } from '../../../lib/format-date';
import { useDecideBrandClaim, usePendingBrandClaims } from '../api/brand-claims';
import { ClaimMatchSummary } from './claim-match-summary';

export const CLAIM_PROOF_LABELS: Record<BrandClaimMethod, string> = {
  dns: 'DNS record',
  email_code: 'Email code',
  admin: 'Admin review',
};

const WAITING_FOR: Record<BrandClaimMethod, string> = {
  dns: 'Waiting for its DNS record',
  email_code: 'Waiting for its email code',
  admin: 'Asks for a review',
};

/**
 * Businesses' claims to directory brands waiting for a decision: those that asked for a review
 * (the only path for brands at public mailbox domains), and those still proving it another way.
 * An admin approves one, and the brand's updates then go to that business.
 */
export function AdminBrandClaims() {
  const claims = usePendingBrandClaims();
  return (
    <section aria-labelledby="brand-claims-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="brand-claims-heading" className="text-lg font-semibold">
          Claims waiting for a decision
        </h2>
        <p className="text-sm text-muted-foreground">
          Approving a claim sends the brand&apos;s customers&apos; updates to that business&apos;s
          integration. Check that the person asking works for the brand first.
        </p>
      </div>
      {claims.isPending ? (
        <SectionLoading label="Loading claims" />
      ) : claims.isError ? (
        <SectionError error={claims.error} onRetry={() => void claims.refetch()} />
      ) : claims.data.length === 0 ? (
        <p className="text-muted-foreground">No claim is waiting.</p>
      ) : (
        <ClaimsTable items={claims.data} />
      )}
    </section>
  );
}

function ClaimsTable({ items }: { items: AdminBrandClaim[] }) {
  const decide = useDecideBrandClaim();
  const onDecide = (claim: AdminBrandClaim, approve: boolean) =>
    decide.mutateAsync({ id: claim.id, approve }).then(
      () =>
        toast.success(approve ? 'Claim approved' : 'Claim rejected', {
          description: `${claim.brand.name} · ${claim.organization_name}`,
        }),
      (error: Error) => toast.error(MESSAGES.updateFailed, { description: error.message }),
    );
  const busy = (claim: AdminBrandClaim) => decide.isPending && decide.variables.id === claim.id;

  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Claims waiting for a decision, newest first</caption>
        <TableHead
          columns={['Asked', 'Brand', 'Organisation', 'Asked by', 'Checks', 'Proof', 'Decision']}
          className="bg-muted"
          cellClassName="p-3"
        />
        <tbody>
          {items.map((claim) => (
            <tr key={claim.id} className="border-t border-border align-top">
              <td className="p-3 whitespace-nowrap">{formatDateTime(claim.created_at)}</td>
              <td className="p-3">
                {claim.brand.name}
                {claim.brand.website ? (
                  <span className="block text-xs break-all text-muted-foreground">
                    {claim.brand.website}
                  </span>
                ) : null}
              </td>
              <td className="p-3 break-words">{claim.organization_name}</td>
              <td className="p-3 break-all">{claim.requested_by_email ?? '—'}</td>
              <td className="p-3 min-w-[14rem]">
                <ClaimMatchSummary claim={claim} />
              </td>
              <td className="p-3">
                {claim.method ? WAITING_FOR[claim.method] : WAITING_FOR.admin}
              </td>
              <td className="p-3">
                <div className="flex flex-wrap gap-2">
                  <DecideClaimDialog
                    claim={claim}
                    approve
                    busy={busy(claim)}
                    onConfirm={() => void onDecide(claim, true)}
                  />
                  <DecideClaimDialog
                    claim={claim}
                    approve={false}
                    busy={busy(claim)}
                    onConfirm={() => void onDecide(claim, false)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type DecideClaimDialogProps = {
  claim: AdminBrandClaim;
  approve: boolean;
  busy: boolean;
  onConfirm: () => void;
};

/** Approving routes a brand's customers' data to a business: the admin confirms, having read the checks. */
function DecideClaimDialog({ claim, approve, busy, onConfirm }: DecideClaimDialogProps) {
  const who = `${claim.organization_name}'s claim to ${claim.brand.name}`;
  return (
    <ConfirmDialog
      tone={approve ? 'primary' : 'destructive'}
      trigger={
        <Button
          type="button"
          size="sm"
          variant={approve ? 'default' : 'outline'}
          disabled={busy}
          aria-label={`${approve ? 'Approve' : 'Reject'} ${who}`}
        >
          {approve ? 'Approve' : 'Reject'}
        </Button>
      }
      title={`${approve ? 'Approve' : 'Reject'} ${who}?`}
      description={
        approve
          ? `${claim.brand.name}’s customers’ updates will go to ${claim.organization_name}’s integration. ${claim.requested_by_email ?? 'The business'} and the organisation’s owners are emailed the decision.`
          : `${claim.brand.name}’s requests keep going by email or to each person’s checklist. ${claim.requested_by_email ?? 'The business'} and the organisation’s owners are emailed the decision.`
      }
      confirmLabel={approve ? 'Approve claim' : 'Reject claim'}
      onConfirm={onConfirm}
    >
      <ClaimMatchSummary claim={claim} />
    </ConfirmDialog>
  );
}

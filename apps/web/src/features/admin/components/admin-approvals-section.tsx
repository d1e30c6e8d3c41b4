import {
  APPROVAL_ACTION_LABELS,
  APPROVAL_TTL_HOURS,
  type AdminApproval,
} from '@updately/shared/admin-approvals-api';
import type { GeneratedLink } from '@updately/shared/admin-users-api';
import { MESSAGES } from '@updately/shared/messages';
import { useState } from 'react';
import { toast } from 'sonner';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { DialogFooter } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { LoadingSkeletons, SectionError } from '../../../components/ui/query-state';
import { SecretOnce } from '../../../components/ui/secret-once';
import { SectionCard } from '../../../components/ui/section-card';
import { useStepUp } from '../../../components/ui/step-up-dialog';
import { formatDateTime } from '../../../lib/format-date';
import {
  useAdminApprovals,
  useDecideApproval,
  useOpenApprovedDocument,
  useRevealApprovalLink,
  type ApprovalDecision,
} from '../api/admin-approvals';

const DONE: Record<ApprovalDecision, string> = {
  approve: 'Approved and done',
  reject: 'Request rejected',
  cancel: 'Request cancelled',
};

const what = (a: AdminApproval) => `${APPROVAL_ACTION_LABELS[a.action]} for ${a.target.name}`;

/**
 * Admin › Security: actions on an admin's security waiting for a second admin (ADR 0035), with
 * Approve and Reject for the admins who may decide, Cancel for the one who asked, and the link
 * of an approved request shown once to the one who asked.
 */
export function AdminApprovalsSection() {
  const approvals = useAdminApprovals();
  const { withStepUp, stepUpDialog } = useStepUp();
  const decide = useDecideApproval();
  const reveal = useRevealApprovalLink();
  const openDocument = useOpenApprovedDocument();
  const [shown, setShown] = useState<{ approval: AdminApproval; link: GeneratedLink } | null>(null);

  const run = (approval: AdminApproval, decision: ApprovalDecision) =>
    void withStepUp(() => decide.mutateAsync({ id: approval.id, decision })).then(
      () => toast.success(DONE[decision], { description: what(approval) }),
      (error: Error) => toast.error(MESSAGES.updateFailed, { description: error.message }),
    );
  const showLink = (approval: AdminApproval) =>
    approval.action === 'document_open'
      ? void withStepUp(() => openDocument.mutateAsync(approval.id)).then(
          () =>
            toast.success('The stamped copy was saved', {
              description: 'It opens once: the person sees that an admin viewed it.',
            }),
          (error: Error) =>
            toast.error('Could not open the document', { description: error.message }),
        )
      : void withStepUp(() => reveal.mutateAsync(approval.id)).then(
          (link) => setShown({ approval, link }),
          (error: Error) => toast.error('Could not show the link', { description: error.message }),
        );

  const columns: DataColumn<AdminApproval>[] = [
    {
      key: 'asked',
      header: 'Asked',
      cell: (a) => <span className="whitespace-nowrap">{formatDateTime(a.createdAt)}</span>,
      sortValue: (a) => a.createdAt,
    },
    {
      key: 'by',
      header: 'By',
      cell: (a) => a.requestedBy.name,
      sortValue: (a) => a.requestedBy.name,
    },
    {
      key: 'what',
      header: 'To',
      cell: (a) => (
        <span>
          {APPROVAL_ACTION_LABELS[a.action]} for <strong>{a.target.name}</strong>{' '}
          <span className="break-all text-muted-foreground">({a.target.email})</span>
        </span>
      ),
    },
    { key: 'reason', header: 'Reason', cell: (a) => a.reason ?? 'None given' },
    {
      key: 'status',
      header: 'Status',
      cell: (a) =>
        a.status === 'approved' ? (
          <Badge variant="secondary">Approved by {a.decidedBy?.name ?? 'an admin'}</Badge>
        ) : (
          <span className="whitespace-nowrap">Until {formatDateTime(a.expiresAt)}</span>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (a) => <Actions approval={a} onDecide={run} onShowLink={showLink} />,
    },
  ];

  return (
    <SectionCard
      title="Waiting for a second admin"
      description={`Resetting an admin’s two-factor authentication, a sign-in or recovery link for an admin, granting or revoking the admin role, and opening a person’s document happen only once another admin approves: never the admin who asked, nor the admin it is about. A request closes after ${APPROVAL_TTL_HOURS} hours. With no other admin to approve, the admin CLI on the server (npm run admin) is the way.`}
    >
      {approvals.isPending ? (
        <LoadingSkeletons label="Loading the requests" rows={2} />
      ) : approvals.isError ? (
        <SectionError error={approvals.error} onRetry={() => void approvals.refetch()} />
      ) : approvals.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nothing is waiting for a second admin.</p>
      ) : (
        <DataTable
          caption="Requests waiting for a second admin, newest first"
          columns={columns}
          rows={approvals.data}
          rowKey={(a) => a.id}
        />
      )}
      {stepUpDialog}
      <FormDialog
        open={shown !== null}
        onOpenChange={(open) => {
          if (!open) setShown(null);
        }}
        title={shown ? `Link for ${shown.approval.target.name}` : 'Link'}
        description={shown ? `It works once, until ${formatDateTime(shown.link.expiresAt)}.` : ''}
      >
        {shown ? (
          <div className="flex flex-col gap-5">
            <SecretOnce
              label={shown.link.type === 'sign-in' ? 'Sign-in link' : 'Recovery link'}
              value={shown.link.url}
              warning="Copy it now: you won’t see it again. If it is lost, ask for a new one."
            />
            <DialogFooter>
              <Button type="button" onClick={() => setShown(null)}>
                Done
              </Button>
            </DialogFooter>
          </div>
        ) : null}
      </FormDialog>
    </SectionCard>
  );
}

function Actions({
  approval,
  onDecide,
  onShowLink,
}: {
  approval: AdminApproval;
  onDecide: (approval: AdminApproval, decision: ApprovalDecision) => void;
  onShowLink: (approval: AdminApproval) => void;
}) {
  const label = what(approval);
  if (approval.mayRevealLink && approval.action === 'safe_journey_reveal') {
    return (
      <span className="text-sm text-muted-foreground">Approved: show it once from the journey</span>
    );
  }
  if (approval.mayRevealLink) {
    return (
      <Button type="button" size="sm" onClick={() => onShowLink(approval)}>
        {approval.action === 'document_open' ? 'Open the document (once)' : 'Show the link'}
      </Button>
    );
  }
  if (approval.mayDecide) {
    return (
      <div className="flex flex-wrap gap-2">
        <ConfirmDialog
          trigger={
            <Button type="button" size="sm">
              Approve
            </Button>
          }
          title={`Approve: ${label}?`}
          description={`${approval.requestedBy.name} asked for it. It happens now, in your name, and both of you are in the audit log.`}
          confirmLabel="Approve"
          tone="primary"
          onConfirm={() => onDecide(approval, 'approve')}
        />
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => onDecide(approval, 'reject')}
        >
          Reject
        </Button>
      </div>
    );
  }
  if (approval.mayCancel) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">Another admin must approve it.</span>
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => onDecide(approval, 'cancel')}
        >
          Cancel request
        </Button>
      </div>
    );
  }
  return (
    <span className="text-sm text-muted-foreground">
      {approval.status === 'approved'
        ? `Waiting for ${approval.requestedBy.name} to see the link.`
        : 'It is about you: another admin decides.'}
    </span>
  );
}

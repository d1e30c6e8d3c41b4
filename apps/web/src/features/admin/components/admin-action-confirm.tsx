import {
  APPROVAL_PENDING_MESSAGE,
  APPROVAL_REASON_MAX_LENGTH,
  type ApprovalRequested,
} from '@updately/shared/admin-approvals-api';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';

import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/textarea';

type AdminActionConfirmProps = {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  tone?: 'destructive' | 'primary';
  /** The action waits for a second admin (ADR 0035): say so, and ask why for them to read. */
  needsApproval: boolean;
  onConfirm: (reason?: string) => void;
};

/** Asks before an admin action; when a second admin must approve it, says so first. */
export function AdminActionConfirm({
  needsApproval,
  description,
  confirmLabel,
  onConfirm,
  ...props
}: AdminActionConfirmProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  if (!needsApproval) {
    return (
      <ConfirmDialog
        {...props}
        description={description}
        confirmLabel={confirmLabel}
        onConfirm={() => onConfirm()}
      />
    );
  }
  return (
    <ConfirmDialog
      {...props}
      description={`${description} ${APPROVAL_PENDING_MESSAGE}`}
      confirmLabel="Ask a second admin"
      onConfirm={() => onConfirm(reason.trim() || undefined)}
    >
      <ApprovalReasonField id={`${id}-reason`} value={reason} onChange={setReason} />
    </ConfirmDialog>
  );
}

/** The optional note an admin leaves for the admin who will approve or reject the request. */
export function ApprovalReasonField(props: {
  id: string;
  value: string;
  onChange: (reason: string) => void;
}) {
  return (
    <Field
      id={props.id}
      label="Reason for the other admin (optional)"
      render={(control) => (
        <Textarea
          {...control}
          maxLength={APPROVAL_REASON_MAX_LENGTH}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    />
  );
}

/** Says that the action waits for a second admin, and where (the server's own words). */
export function toastWaiting({ message }: ApprovalRequested) {
  toast.success('Waiting for a second admin', { description: message });
}

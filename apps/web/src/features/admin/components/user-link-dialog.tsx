import { APPROVAL_PENDING_MESSAGE } from '@updately/shared/admin-approvals-api';
import type { AdminUser, GeneratedLink, LinkType } from '@updately/shared/admin-users-api';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { RevealOnceDialog } from '../../../components/ui/reveal-once-dialog';
import { formatDateTime } from '../../../lib/format-date';
import { isWaiting, useGenerateLink } from '../api/user-actions';
import { ApprovalReasonField, toastWaiting } from './admin-action-confirm';

const COPY: Record<LinkType, { button: string; label: string; title: string; what: string }> = {
  'sign-in': {
    button: 'Sign-in link',
    label: 'Sign-in link',
    title: 'Generate a sign-in link',
    what: 'signs them in once, for 15 minutes',
  },
  recovery: {
    button: 'Recovery link',
    label: 'Recovery link',
    title: 'Generate a recovery link',
    what: 'lets them set a new password once, for an hour',
  },
};

type UserLinkDialogProps = {
  user: AdminUser;
  type: LinkType;
  /** The user is another admin: the link is made once a second admin approves (ADR 0035). */
  needsApproval: boolean;
  /** Runs the request, asking the admin to confirm it's them first when the server wants it. */
  withStepUp: <T>(action: () => Promise<T>) => Promise<T>;
};

/** A link for the admin to pass on to the user, shown once with a copy button. */
export function UserLinkDialog({ user, type, needsApproval, withStepUp }: UserLinkDialogProps) {
  const copy = COPY[type];
  const generate = useGenerateLink();
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <RevealOnceDialog<GeneratedLink>
      trigger={
        <Button type="button" variant="outline" size="sm">
          {copy.button}
        </Button>
      }
      form={{
        title: copy.title,
        description: needsApproval
          ? `A link for ${user.email} that ${copy.what}. ${APPROVAL_PENDING_MESSAGE} Then you see the link once, there.`
          : `A link for ${user.email} that ${copy.what}. Anyone holding it can use it: pass it on privately.`,
      }}
      revealed={(link) => ({
        title: `${copy.label} for ${user.name}`,
        description: `It works once, until ${formatDateTime(link.expiresAt)}.`,
      })}
      secret={(link) => ({
        label: copy.label,
        value: link.url,
        warning: 'Copy it now: you won’t see it again. If it is lost, generate a new one.',
      })}
      renderForm={({ onCreated, onCancel }) => (
        <div className="flex flex-col gap-5">
          {needsApproval ? (
            <ApprovalReasonField id={`${id}-reason`} value={reason} onChange={setReason} />
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button
              type="button"
              disabled={generate.isPending}
              onClick={() =>
                void withStepUp(() =>
                  generate.mutateAsync({ id: user.id, type, reason: reason.trim() || undefined }),
                ).then(
                  (result) => {
                    if (!isWaiting(result)) return onCreated(result);
                    toastWaiting(result);
                    onCancel();
                  },
                  (error: Error) =>
                    toast.error('Could not generate the link', { description: error.message }),
                )
              }
            >
              {generate.isPending
                ? 'Generating…'
                : needsApproval
                  ? 'Ask a second admin'
                  : 'Generate link'}
            </Button>
          </DialogFooter>
        </div>
      )}
    />
  );
}

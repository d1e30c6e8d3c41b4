import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';

import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { OptionSelect } from '../../../components/ui/option-select';
import { useInviteMember, type InviteMemberInput } from '../api/invite-member';
import { ROLE_LABELS } from '../utils/business-labels';

const INVITE_ROLES = ['member', 'admin'] as const;
const emailSchema = z.email('Please enter a valid email address.').max(254);

/** An email address and a role; better-auth sends the invitation. */
export function InviteMemberDialog({ orgId }: { orgId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<Button type="button">Invite someone</Button>}
      title="Invite someone"
      description="They get an email with a link to join; it works for 48 hours."
    >
      <InviteMemberForm orgId={orgId} onDone={() => setOpen(false)} />
    </FormDialog>
  );
}

function InviteMemberForm({ orgId, onDone }: { orgId: string; onDone: () => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InviteMemberInput['role']>('member');
  const [error, setError] = useState<string | undefined>();
  const invite = useInviteMember(orgId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email.trim().toLowerCase());
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setError(undefined);
    invite.mutate(
      { email: parsed.data, role },
      {
        onSuccess: () => {
          toast.success(`Invitation sent to ${parsed.data}`);
          onDone();
        },
        onError: (failure) => {
          setError(failure.message);
          document.getElementById(`${id}-email`)?.focus();
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <Field
        id={`${id}-email`}
        label="Email address"
        type="email"
        autoComplete="off"
        aria-required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <Field
        id={`${id}-role`}
        label="Role"
        description="Admins also manage brands, keys, webhooks and the team."
        render={(control) => (
          <OptionSelect
            id={control.id}
            value={role}
            onChange={setRole}
            options={INVITE_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          />
        )}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </Button>
      </DialogFooter>
    </form>
  );
}

import { inviteUserSchema } from '@updately/shared/admin-users-api';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useInviteUser } from '../api/user-actions';

/** Creates an account without a password and emails its owner a set-password link (24 hours). */
export function UsersInviteDialog() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});
  const invite = useInviteUser();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setName('');
      setEmail('');
      setErrors({});
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = inviteUserSchema.safeParse({ name, email });
    if (!parsed.success) {
      const issue = (field: string) =>
        parsed.error.issues.find((i) => i.path[0] === field) ? field : undefined;
      const next = {
        name: issue('name') && 'Enter their name.',
        email: issue('email') && 'Enter an email address like name@example.com.',
      };
      setErrors(next);
      document.getElementById(next.name ? `${id}-name` : `${id}-email`)?.focus();
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: ({ user }) => {
        toast.success('Invitation sent', { description: `${user.email} can set a password.` });
        onOpenChange(false);
      },
      onError: (error) => toast.error('Could not invite', { description: error.message }),
    });
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={<Button type="button">Invite a user</Button>}
      title="Invite a user"
      description="We create the account and email a link to set a password. The link works for 24 hours."
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <Field
          id={`${id}-name`}
          label="Name"
          autoComplete="off"
          maxLength={200}
          aria-required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
        />
        <Field
          id={`${id}-email`}
          label="Email"
          type="email"
          autoComplete="off"
          aria-required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={invite.isPending}>
            {invite.isPending ? 'Sending…' : 'Send invitation'}
          </Button>
        </DialogFooter>
      </form>
    </FormDialog>
  );
}

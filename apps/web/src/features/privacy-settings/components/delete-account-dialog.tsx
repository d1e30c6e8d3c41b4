import { DELETE_CONFIRMATION } from '@updately/shared/account-api';
import { MESSAGES } from '@updately/shared/messages';
import { Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { isClientError } from '../../../lib/api-client';
import { useMe } from '../../../lib/session';
import { deleteAccount } from '../api/delete-account';
import type { LeaveSignedInArea } from '../utils/leave-signed-in-area';

/** 'Deletion failed' with the server's reason, or the spec's generic text when there is none. */
function failureDescription(error: unknown) {
  return isClientError(error) ? error.message : MESSAGES.deletionFailedGeneric;
}

/** Typed confirmation plus the password (re-authentication), then DELETE /api/account. */
export function DeleteAccountDialog({ leave }: { leave: LeaveSignedInArea }) {
  const id = useId();
  const me = useMe().data;
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  // Accounts with a password re-enter it; others (Google) need a sign-in from the last 10 minutes.
  const needsPassword = me?.profile?.auth_provider === 'email';
  const ready = confirmation === DELETE_CONFIRMATION && (!needsPassword || password !== '');

  const onOpenChange = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    if (!next) {
      setConfirmation('');
      setPassword('');
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!ready || pending) return;
    if (!me?.user) {
      toast.error(MESSAGES.noUserLoggedIn);
      return;
    }
    setPending(true);
    try {
      await leave(() =>
        deleteAccount({
          confirm: DELETE_CONFIRMATION,
          ...(password ? { password } : {}),
        }).then(() => undefined),
      );
      toast.success(MESSAGES.accountDeletedByUser.title, {
        description: MESSAGES.accountDeletedByUser.description,
      });
    } catch (error) {
      setPending(false);
      toast.error(MESSAGES.deletionFailed, { description: failureDescription(error) });
    }
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              Everything you have stored here is deleted for good and you are signed out on every
              device. Download your data first if you want a copy.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <Field
            id={`${id}-confirm`}
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
          />
          <Field
            id={`${id}-password`}
            label="Your password"
            description={
              needsPassword
                ? 'For your security, confirm it is you.'
                : 'If you have no password, sign in again first: deletion needs a sign-in from the last 10 minutes.'
            }
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
            required={needsPassword}
          />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!ready || pending}>
              {pending ? 'Deleting…' : 'Delete my account'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

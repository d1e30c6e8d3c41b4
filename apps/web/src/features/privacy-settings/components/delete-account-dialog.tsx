import { DELETE_CONFIRMATION } from '@updately/shared/account-api';
import { MESSAGES } from '@updately/shared/messages';
import { useQuery } from '@tanstack/react-query';
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
import { useStepUp } from '../../../components/ui/step-up-dialog';
import { ApiClientError, isClientError } from '../../../lib/api-client';
import { reauthOptionsQueryOptions } from '../../../lib/api/reauthenticate';
import { useMe } from '../../../lib/session';
import { deleteAccount } from '../api/delete-account';
import type { LeaveSignedInArea } from '../utils/leave-signed-in-area';

/** 'Deletion failed' with the server's reason, or the spec's generic text when there is none. */
function failureDescription(error: unknown) {
  return isClientError(error) ? error.message : MESSAGES.deletionFailedGeneric;
}

/** Without a password in the body, a 403 means "confirm it's you first" (not fresh). */
const needsStepUp = (error: unknown) => error instanceof ApiClientError && error.status === 403;

/**
 * Typed confirmation, then DELETE /api/account. Accounts with a password re-enter it; an account
 * without one is never asked for a password: on a session older than 10 minutes it confirms it's
 * you with a code (the step-up), then the deletion goes on.
 */
export function DeleteAccountDialog({ leave }: { leave: LeaveSignedInArea }) {
  const id = useId();
  const me = useMe().data;
  const [open, setOpen] = useState(false);
  const reauth = useQuery({ ...reauthOptionsQueryOptions, enabled: open });
  const { withStepUp, stepUpDialog } = useStepUp();
  const [confirmation, setConfirmation] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const needsPassword = reauth.data?.methods.password ?? false;
  const ready =
    reauth.data !== undefined &&
    confirmation === DELETE_CONFIRMATION &&
    (!needsPassword || password !== '');

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
      const remove = () =>
        deleteAccount({
          confirm: DELETE_CONFIRMATION,
          ...(needsPassword ? { password } : {}),
        }).then(() => undefined);
      await leave(() => (needsPassword ? remove() : withStepUp(remove, needsStepUp)));
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
          {needsPassword ? (
            <Field
              id={`${id}-password`}
              label="Your password"
              description="For your security, confirm it is you."
              type="password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              autoComplete="current-password"
              required
            />
          ) : reauth.data ? (
            <p className="text-sm text-muted-foreground">
              If you signed in more than 10 minutes ago, we ask you to confirm it&apos;s you with a
              code first.
            </p>
          ) : reauth.isError ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {reauth.error.message}
            </p>
          ) : null}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={!ready || pending}>
              {pending ? 'Deleting…' : 'Delete my account'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
      {stepUpDialog}
    </AlertDialog>
  );
}

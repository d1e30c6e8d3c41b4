import type { AdminBrandClaim } from '@updately/shared/business-api';
import { revokeBrandClaimSchema } from '@updately/shared/business-api';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { Textarea } from '../../../components/ui/textarea';
import { useRevokeBrandClaim } from '../api/brand-claims';

type RevokeClaimDialogProps = {
  claim: AdminBrandClaim;
  withStepUp: <T>(action: () => Promise<T>) => Promise<T>;
};

/**
 * Withdraws a verified claim, with a reason for the audit log. The dialog is the confirmation:
 * it says where the brand's requests go next.
 */
export function RevokeClaimDialog({ claim, withStepUp }: RevokeClaimDialogProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const revoke = useRevokeBrandClaim();
  const who = `${claim.organization_name}'s claim to ${claim.brand.name}`;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setReason('');
      setError(undefined);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = revokeBrandClaimSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setError(undefined);
    void withStepUp(() => revoke.mutateAsync({ id: claim.id, reason: parsed.data.reason })).then(
      () => {
        toast.success('Claim revoked', {
          description: `${claim.brand.name} · ${claim.organization_name}`,
        });
        onOpenChange(false);
      },
      (failure: Error) =>
        toast.error('Could not revoke the claim', { description: failure.message }),
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        <Button type="button" variant="destructive" size="sm" aria-label={`Revoke ${who}`}>
          Revoke
        </Button>
      }
      title={`Revoke ${who}?`}
      description={`${claim.organization_name} stops receiving ${claim.brand.name}’s requests at once. Requests it has not finished go to the brand’s published address by email, or to each person’s checklist when it has none.`}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-5">
        <Field
          id={`${id}-reason`}
          label="Reason"
          description="Kept in the audit log with the claim."
          error={error}
          render={(control) => (
            <Textarea
              {...control}
              aria-required
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="destructive" disabled={revoke.isPending}>
            {revoke.isPending ? 'Revoking…' : 'Revoke claim'}
          </Button>
        </DialogFooter>
      </form>
    </FormDialog>
  );
}

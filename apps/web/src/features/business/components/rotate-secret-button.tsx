import type { WebhookEndpoint } from '@updately/shared/webhooks-api';
import { useState } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DialogFooter } from '../../../components/ui/dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { SecretOnce } from '../../../components/ui/secret-once';

/** Asks first, then shows the new secret once; the old one keeps signing for 24 hours. */
export function RotateSecretButton({
  orgId,
  endpoint,
}: {
  orgId: string;
  endpoint: WebhookEndpoint;
}) {
  const rotate = useRotateWebhookSecret(orgId);
  const [secret, setSecret] = useState<string | null>(null);

  const onRotate = () =>
    rotate.mutate(endpoint.id, {
      onSuccess: (rotated) => setSecret(rotated.secret),
      onError: (error) =>
        toast.error('Could not rotate the secret', { description: error.message }),
    });

  return (
    <>
      <ConfirmDialog
        trigger={
          <Button type="button" variant="outline" size="sm" disabled={rotate.isPending}>
            Rotate secret
          </Button>
        }
        title="Rotate the signing secret?"
        description="Deliveries are signed with a new secret from now on. The current one keeps signing alongside it for 24 hours, so you have time to switch."
        confirmLabel="Rotate secret"
        tone="primary"
        onConfirm={onRotate}
      />
      <FormDialog
        open={secret !== null}
        onOpenChange={(open) => {
          if (!open) setSecret(null);
        }}
        title="Your new signing secret"
        description={`For ${endpoint.url}.`}
      >
        {secret ? (
          <div className="flex flex-col gap-5">
            <SecretOnce label="Signing secret" value={secret} />
            <DialogFooter>
              <Button type="button" onClick={() => setSecret(null)}>
                Done
              </Button>
            </DialogFooter>
          </div>
        ) : null}
      </FormDialog>
    </>
  );
}

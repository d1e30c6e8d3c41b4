import {
  SAFE_SEND_CONFIRM_BUTTON,
  SAFE_SEND_CONFIRM_TEXT,
  SAFE_SEND_CONFIRM_TITLE,
  SHARED_COMPANY_EXPLAINED,
  SHARED_COMPANY_STEPS,
  STEPS_DONE_LABEL,
  type CompanySafety,
  type CompanySafetyInput,
} from '@updately/shared/safe-mode';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';

import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useSendToSharedCompany, useUpdateCompanySafety } from '../api/company-safety';

type CompanySafetyControlProps = {
  journeyId: string;
  footprintId: string;
  companyName: string;
  safety: CompanySafety;
  /** The journey has a postal address to send instead of the home. */
  hasPostalAddress: boolean;
  readOnly: boolean;
};

/**
 * A company in safe mode: whether the other person shares it, the postal address instead of the
 * home, and for a shared company the safer steps then two confirmations before it is sent.
 */
export function CompanySafetyControl({
  journeyId,
  footprintId,
  companyName,
  safety,
  hasPostalAddress,
  readOnly,
}: CompanySafetyControlProps) {
  const id = useId();
  const sentId = `safety-sent-${footprintId}`;
  const update = useUpdateCompanySafety(journeyId);
  const send = useSendToSharedCompany(journeyId);
  const sent = safety.confirmed_at !== null;
  const locked = readOnly || sent || update.isPending;

  const change = (input: CompanySafetyInput, done: string) =>
    update.mutate(
      { footprintId, input },
      {
        onSuccess: () => toast.success(done),
        onError: (error) =>
          toast.error(`Could not change ${companyName}`, { description: error.message }),
      },
    );

  // mutateAsync: once sent, the company moves to another group of the list and its row is
  // mounted again, and a mutate() callback of an unmounted component never runs.
  const confirmSend = () =>
    send.mutateAsync(footprintId).then(
      () => {
        toast.success(`Sent to ${companyName}`);
        requestAnimationFrame(() => document.getElementById(sentId)?.focus());
      },
      (error: Error) =>
        toast.error(`Could not send to ${companyName}`, { description: error.message }),
    );

  return (
    <div className="flex flex-col gap-3 border-t border-border px-3 py-3 text-sm sm:px-4">
      <div className="flex items-start gap-3">
        <Switch
          id={`${id}-shared`}
          checked={safety.shared}
          disabled={locked}
          aria-describedby={`${id}-shared-hint`}
          onCheckedChange={(shared) =>
            change(
              { shared },
              shared ? `${companyName}: held until you confirm` : `${companyName}: not shared`,
            )
          }
        />
        <div className="flex flex-col">
          <Label htmlFor={`${id}-shared`}>They share this account or can see it</Label>
          <span id={`${id}-shared-hint`} className="text-muted-foreground">
            A joint account, a family plan, a shared login or a shared household bill.
          </span>
        </div>
      </div>
      {hasPostalAddress ? (
        <div className="flex items-center gap-3">
          <Switch
            id={`${id}-postal`}
            checked={safety.use_postal_address}
            disabled={locked}
            onCheckedChange={(use_postal_address) =>
              change(
                { use_postal_address },
                use_postal_address
                  ? `${companyName} will get your postal address`
                  : `${companyName} will get your new home address`,
              )
            }
          />
          <Label htmlFor={`${id}-postal`}>Send my postal address instead</Label>
        </div>
      ) : null}
      {safety.shared ? (
        <div className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <p className="font-medium">{SHARED_COMPANY_EXPLAINED}</p>
          <ol className="flex list-decimal flex-col gap-1 pl-5">
            {SHARED_COMPANY_STEPS.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {sent ? (
            <p id={sentId} tabIndex={-1} className="font-medium focus:outline-none">
              Sent to {companyName}.
            </p>
          ) : (
            <>
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`${id}-steps`}
                  checked={safety.steps_done_at !== null}
                  disabled={readOnly || update.isPending}
                  onCheckedChange={(checked) =>
                    change(
                      { steps_done: checked === true },
                      checked === true
                        ? `${companyName}: steps taken`
                        : `${companyName}: steps not taken yet`,
                    )
                  }
                />
                <Label htmlFor={`${id}-steps`} className="font-normal">
                  {STEPS_DONE_LABEL}
                </Label>
              </div>
              {safety.steps_done_at !== null && !readOnly ? (
                <ConfirmDialog
                  trigger={
                    <Button className="w-fit" disabled={send.isPending}>
                      <Send aria-hidden="true" />
                      {send.isPending ? 'Sending…' : `Send to ${companyName}`}
                    </Button>
                  }
                  title={SAFE_SEND_CONFIRM_TITLE(companyName)}
                  description={SAFE_SEND_CONFIRM_TEXT}
                  confirmLabel={SAFE_SEND_CONFIRM_BUTTON}
                  tone="primary"
                  onConfirm={confirmSend}
                />
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}

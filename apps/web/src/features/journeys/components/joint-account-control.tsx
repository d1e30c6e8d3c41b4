import { householdRelationIsAdult } from '@updately/shared/household-api';
import { useId } from 'react';
import { toast } from 'sonner';

import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { useHousehold, useSetJointAccount } from '../api/household';

type JointAccountControlProps = { journeyId: string; footprintId: string; companyName: string };

/**
 * On a Moving Home company: which adults of the household hold this account jointly with the
 * owner, and — once the owner approved — who the request still waits for. Nothing without adults.
 */
export function JointAccountControl({
  journeyId,
  footprintId,
  companyName,
}: JointAccountControlProps) {
  const id = useId();
  const household = useHousehold(journeyId);
  const setJoint = useSetJointAccount(journeyId);
  const adults = (household.data?.members ?? []).filter((m) =>
    householdRelationIsAdult(m.relation),
  );
  if (adults.length === 0) return null;
  const holders =
    household.data?.joint_accounts.find((j) => j.footprint_id === footprintId)?.household_ids ?? [];
  const waiting = household.data?.waiting.filter((w) => w.footprint_id === footprintId) ?? [];

  const toggle = (memberId: string, name: string, checked: boolean) => {
    const next = checked ? [...holders, memberId] : holders.filter((h) => h !== memberId);
    setJoint.mutate(
      { footprintId, householdIds: next },
      {
        onSuccess: () =>
          toast.success(
            checked
              ? `${companyName}: joint account with ${name}`
              : `${companyName}: no longer joint with ${name}`,
          ),
        onError: (error) =>
          toast.error(`Could not change ${companyName}`, { description: error.message }),
      },
    );
  };

  return (
    <div className="flex flex-col gap-2 border-t border-border px-3 py-2 text-sm sm:px-4">
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="float-left mr-2 text-muted-foreground">Joint account with…</legend>
        {adults.map((member) => {
          const checkboxId = `${id}-${member.id}`;
          return (
            <div key={member.id} className="flex items-center gap-2">
              <Checkbox
                id={checkboxId}
                aria-label={`Joint account with ${member.name}`}
                checked={holders.includes(member.id)}
                disabled={setJoint.isPending}
                onCheckedChange={(checked) => toggle(member.id, member.name, checked === true)}
              />
              <Label htmlFor={checkboxId} className="font-normal">
                {member.name}
              </Label>
            </div>
          );
        })}
      </fieldset>
      {waiting.map((w) => (
        <p key={w.request_id} className="font-medium text-amber-900">
          Waiting for {w.waiting_for.join(' and ')} to approve
        </p>
      ))}
    </div>
  );
}

import { HOUSEHOLD_RELATION_LABELS, type HouseholdMember } from '@updately/shared/household-api';
import { toast } from 'sonner';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SectionError, SectionLoading } from '../../../components/ui/query-state';
import { useHousehold, useRemoveHouseholdMember } from '../api/household';
import { AddHouseholdMemberForm } from './add-household-member-form';

const STATUS_TEXT: Record<HouseholdMember['status'], string> = {
  invited: 'Invitation sent',
  joined: 'Joined',
  dependant: 'Dependant',
};

/**
 * The people moving with the owner of a Moving Home journey: adults approve their own companies
 * (and the accounts held jointly), children are listed as dependants.
 */
export function HouseholdSection({ journeyId }: { journeyId: string }) {
  const household = useHousehold(journeyId);
  const remove = useRemoveHouseholdMember(journeyId);
  const members = household.data?.members ?? [];

  const onRemove = (member: HouseholdMember) =>
    remove.mutate(member.id, {
      onSuccess: () => toast.success(`${member.name} removed from your household`),
      onError: (error) =>
        toast.error(`Could not remove ${member.name}`, { description: error.message }),
    });

  return (
    <section
      aria-labelledby="household-heading"
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-sm"
    >
      <div>
        <h2 id="household-heading" className="text-lg font-semibold">
          Household
        </h2>
        <p className="text-sm text-muted-foreground">
          The people moving with you. An adult you invite tells their own companies and approves the
          accounts you hold together; children are listed as dependants.
        </p>
      </div>
      {household.isPending ? (
        <SectionLoading label="Loading your household" />
      ) : household.isError ? (
        <SectionError error={household.error} onRetry={() => household.refetch()} />
      ) : members.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody is listed in your household yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border" aria-label="Household members">
          {members.map((member) => (
            <li key={member.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
              <span className="min-w-0 font-medium break-words">{member.name}</span>
              <span className="text-sm text-muted-foreground">
                {HOUSEHOLD_RELATION_LABELS[member.relation]}
              </span>
              <Badge variant={member.status === 'joined' ? 'default' : 'secondary'}>
                {STATUS_TEXT[member.status]}
              </Badge>
              <Button
                variant="ghost"
                size="sm"
                className="ml-auto"
                disabled={remove.isPending}
                onClick={() => onRemove(member)}
              >
                Remove<span className="sr-only"> {member.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddHouseholdMemberForm journeyId={journeyId} />
    </section>
  );
}

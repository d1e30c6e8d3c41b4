import {
  JOURNEY_MEMBER_ROLES,
  JOURNEY_MEMBER_ROLE_LABELS,
  type JourneyMemberRole,
} from '@updately/shared/journey-people';
import type { JourneyPerson } from '@updately/shared/journey-people-api';
import { toast } from 'sonner';

import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { OptionSelect, labelledOptions } from '../../../components/ui/option-select';
import { RemoveButton } from '../../../components/ui/remove-button';
import { formatDate } from '../../../lib/format-date';
import { usePeopleMutations } from '../api/people-mutations';

const ROLE_OPTIONS = labelledOptions(JOURNEY_MEMBER_ROLES, JOURNEY_MEMBER_ROLE_LABELS);

/** One person who shares the journey; the owner may change their role or remove them. */
export function PersonItem({
  journeyId,
  person,
  manage,
}: {
  journeyId: string;
  person: JourneyPerson;
  /** The caller owns the journey (and this is a member, not the owner). */
  manage: boolean;
}) {
  const { changeRole, remove } = usePeopleMutations(journeyId);
  const roleLabel = person.role === 'owner' ? 'Owner' : JOURNEY_MEMBER_ROLE_LABELS[person.role];
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words">{person.name}</p>
        <p className="text-sm break-all text-muted-foreground">
          {[person.email, manage ? null : roleLabel, `since ${formatDate(person.since)}`]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      {manage && person.role !== 'owner' ? (
        <div className="flex flex-wrap items-center gap-2">
          <OptionSelect
            aria-label={`Role of ${person.name}`}
            value={person.role}
            options={ROLE_OPTIONS}
            disabled={changeRole.isPending}
            className="w-32"
            onChange={(role: JourneyMemberRole) =>
              changeRole.mutate(
                { userId: person.user_id, role },
                {
                  onSuccess: () =>
                    toast.success(
                      `${person.name} is now ${JOURNEY_MEMBER_ROLE_LABELS[role].toLowerCase()}`,
                    ),
                  onError: (err) => toast.error(err.message),
                },
              )
            }
          />
          <ConfirmDialog
            trigger={<RemoveButton what={`${person.name} from this journey`} />}
            title={`Remove ${person.name} from this journey?`}
            description="They lose access at once, in every open tab. You can invite them again later."
            confirmLabel="Remove"
            onConfirm={() =>
              remove.mutate(person.user_id, {
                onSuccess: () => toast.success(`${person.name} no longer shares this journey`),
                onError: (err) => toast.error(err.message),
              })
            }
          />
        </div>
      ) : null}
    </li>
  );
}

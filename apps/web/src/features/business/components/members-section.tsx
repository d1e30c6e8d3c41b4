import { ORGANIZATION_ROLES, type OrganizationRole } from '@updately/shared/business-api';
import { toast } from 'sonner';

import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { labelledOptions, OptionSelect } from '../../../components/ui/option-select';
import { LoadError, LoadingSkeletons } from '../../../components/ui/query-state';
import { SectionCard } from '../../../components/ui/section-card';
import { formatDate } from '../../../lib/format-date';
import { useMe } from '../../../lib/session';
import { useMembers } from '../api/list-members';
import type { Organization } from '../api/list-organizations';
import type { Member } from '../api/organization-members';
import { organizationRoleSchema } from '../api/organization-members';
import { useRemoveMember } from '../api/remove-member';
import { useUpdateMemberRole } from '../api/update-member-role';
import { isManagerRole, ROLE_LABELS } from '../utils/business-labels';

const ROLE_OPTIONS = labelledOptions(ORGANIZATION_ROLES, ROLE_LABELS);

function roleOf(member: Member): OrganizationRole | null {
  const parsed = organizationRoleSchema.safeParse(member.role);
  return parsed.success ? parsed.data : null;
}

export function MembersSection({ org }: { org: Organization }) {
  const members = useMembers(org.id);
  const myId = useMe().data?.user?.id;
  const manager = isManagerRole(org.role);

  return (
    <SectionCard title="Members" description="Everyone who can sign in to this organisation.">
      {members.isPending ? (
        <LoadingSkeletons label="Loading members" rows={2} />
      ) : members.isError ? (
        <LoadError
          title="The members could not be loaded"
          error={members.error}
          onRetry={() => void members.refetch()}
        />
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {members.data.map((member) => (
            <MemberRow
              key={member.id}
              orgId={org.id}
              member={member}
              editable={manager && member.userId !== myId}
              isMe={member.userId === myId}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function MemberRow({
  orgId,
  member,
  editable,
  isMe,
}: {
  orgId: string;
  member: Member;
  editable: boolean;
  isMe: boolean;
}) {
  const updateRole = useUpdateMemberRole(orgId);
  const remove = useRemoveMember(orgId);
  const role = roleOf(member);
  const who = member.user.name || member.user.email;

  const onRole = (next: OrganizationRole) =>
    updateRole.mutate(
      { memberId: member.id, role: next },
      {
        onSuccess: () => toast.success(`${who} is now ${ROLE_LABELS[next].toLowerCase()}`),
        onError: (error) =>
          toast.error('Could not change the role', { description: error.message }),
      },
    );

  // The row goes with the member: the promise settles even so (mutate's callbacks would not).
  const onRemove = () =>
    remove.mutateAsync(member.id).then(
      () => toast.success(`${who} removed from the organisation`),
      (error: Error) => toast.error('Could not remove the member', { description: error.message }),
    );

  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-0.5 text-sm">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words">{who}</span>
          {isMe ? <Badge variant="secondary">You</Badge> : null}
        </span>
        <span className="break-all text-muted-foreground">{member.user.email}</span>
        <span className="text-muted-foreground">Joined {formatDate(member.createdAt)}</span>
      </div>
      {editable && role ? (
        <div className="flex flex-wrap items-center gap-2">
          <OptionSelect
            aria-label={`Role of ${who}`}
            value={role}
            onChange={onRole}
            options={ROLE_OPTIONS}
            disabled={updateRole.isPending}
            className="w-32"
          />
          <ConfirmDialog
            trigger={
              <Button type="button" variant="outline" size="sm" disabled={remove.isPending}>
                Remove<span className="sr-only"> {who}</span>
              </Button>
            }
            title={`Remove ${who}?`}
            description="They lose access to this organisation at once. You can invite them again later."
            confirmLabel="Remove member"
            onConfirm={onRemove}
          />
        </div>
      ) : (
        <Badge variant="outline" className="self-start sm:self-center">
          {role ? ROLE_LABELS[role] : member.role}
        </Badge>
      )}
    </li>
  );
}

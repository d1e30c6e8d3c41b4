import { BusinessPage } from './business-page';
import { InvitationsSection } from './invitations-section';
import { MembersSection } from './members-section';
import { OrganizationGate } from './organization-gate';

/** `/business/team`: who is in the organisation, with which role, and who is invited. */
export function BusinessTeamPage() {
  return (
    <BusinessPage
      heading="Team"
      lead="Owners and admins manage brands, keys, webhooks and the team; members answer requests."
    >
      <OrganizationGate>
        {(org) => (
          <div className="flex flex-col gap-6">
            <MembersSection org={org} />
            <InvitationsSection org={org} />
          </div>
        )}
      </OrganizationGate>
    </BusinessPage>
  );
}

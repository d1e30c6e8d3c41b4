import { InvitationPage } from '../../../features/journeys/components/invitation-page';

export default function InvitationRoute() {
  return <InvitationPage />;
}

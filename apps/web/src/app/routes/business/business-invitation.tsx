import { BusinessInvitationPage } from '../../../features/business/components/invitation-page';

export default function BusinessInvitationRoute() {
  return <BusinessInvitationPage />;
}

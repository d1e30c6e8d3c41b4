import { BusinessTeamPage } from '../../../features/business/components/team-page';

export default function BusinessTeamRoute() {
  return <BusinessTeamPage />;
}

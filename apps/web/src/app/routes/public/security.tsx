import { SecurityPage } from '../../../features/marketing/components/security-page';

export default function SecurityRoute() {
  return <SecurityPage />;
}

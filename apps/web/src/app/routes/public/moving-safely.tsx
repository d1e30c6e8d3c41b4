import { SafeGuidancePage } from '../../../features/help/components/safe-guidance-page';

export default function MovingSafelyRoute() {
  return <SafeGuidancePage />;
}

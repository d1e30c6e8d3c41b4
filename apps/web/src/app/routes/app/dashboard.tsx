import { useState } from 'react';

import { DashboardPage } from '../../../features/dashboard/components/dashboard-page';
import { StartJourneyDialog } from '../../../features/journeys/components/start-journey-dialog';

export default function DashboardRoute() {
  const [startJourneyOpen, setStartJourneyOpen] = useState(false);
  return (
    <>
      <DashboardPage onStartJourney={() => setStartJourneyOpen(true)} />
      <StartJourneyDialog open={startJourneyOpen} onOpenChange={setStartJourneyOpen} />
    </>
  );
}

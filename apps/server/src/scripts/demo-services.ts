import { createJourney } from '../modules/journeys/journeys.service';
import { approveUpdates } from '../modules/updates/approve-updates';
import { planJourneyUpdates } from '../modules/updates/update-plan';
import type { DemoServices } from '../seed/demo-journeys';

/** The real services the demo journeys go through (seed/ may not import modules/ itself). */
export const demoServices: DemoServices = { createJourney, planJourneyUpdates, approveUpdates };

import type { JourneyAccessRole } from '@updately/shared/journey-people';
import { createContext, useContext } from 'react';

/** The person's place on the journey shown: viewers see no write controls. */
export const JourneyRoleContext = createContext<JourneyAccessRole>('owner');

export function useCanEditJourney(): boolean {
  return useContext(JourneyRoleContext) !== 'viewer';
}

export function useOwnsJourney(): boolean {
  return useContext(JourneyRoleContext) === 'owner';
}

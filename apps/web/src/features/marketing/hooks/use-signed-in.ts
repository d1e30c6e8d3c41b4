import { createContext, useContext, useSyncExternalStore } from 'react';

import { subscribeVisitor, visitorSignedIn } from '../../../lib/visitor-session';

/** The app's answer (from its ['me'] query); absent on prerendered pages, which ask themselves. */
export const SignedInContext = createContext<boolean | null>(null);

const ignore = () => () => {};

/**
 * True once someone is known to be signed in; false while that is being found out and for
 * visitors (also on the server and during hydration, so prerendered markup matches).
 */
export function useSignedIn(): boolean {
  const fromApp = useContext(SignedInContext);
  const fromVisit = useSyncExternalStore(
    fromApp === null ? subscribeVisitor : ignore,
    visitorSignedIn,
    () => false,
  );
  return fromApp ?? fromVisit;
}

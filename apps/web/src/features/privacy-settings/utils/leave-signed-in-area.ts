/**
 * Runs an action that ends this session (signing out every device, deleting the account) and
 * then leaves the signed-in area for `/`, clearing the cached user data. Supplied by the route,
 * which owns the session. Rejects, leaving the user where they are, when the action fails.
 */
export type LeaveSignedInArea = (action: () => Promise<void>) => Promise<void>;

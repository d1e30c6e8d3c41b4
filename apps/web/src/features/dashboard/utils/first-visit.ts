const VISITED_PREFIX = 'updately.dashboard-visited.';

/** True until this browser has shown this user their dashboard once. */
export function isFirstDashboardVisit(userId: string): boolean {
  try {
    return window.localStorage.getItem(VISITED_PREFIX + userId) === null;
  } catch {
    return false;
  }
}

export function markDashboardVisited(userId: string) {
  try {
    window.localStorage.setItem(VISITED_PREFIX + userId, new Date().toISOString());
  } catch {
    // Storage may be off: the greeting then says "Welcome back" from the first visit on.
  }
}

/** "Welcome, Mara." on the first visit, "Welcome back, Mara." after. */
export function welcomeLine(firstName: string | null | undefined, firstVisit: boolean): string {
  if (!firstName) return '';
  return `${firstVisit ? 'Welcome' : 'Welcome back'}, ${firstName}. `;
}

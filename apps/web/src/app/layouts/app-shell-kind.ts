/** The signed-in frames a cold load can paint before the app runs (app-shell-skeleton.tsx). */
export const APP_SHELL_KINDS = ['app', 'business', 'admin', 'standalone'] as const;
export type AppShellKind = (typeof APP_SHELL_KINDS)[number];

/** The layout route ids of the router (app/router.tsx) that each frame stands for. */
export const SHELL_ROUTE_IDS: Record<string, AppShellKind> = {
  admin: 'admin',
  business: 'business',
  app: 'app',
  standalone: 'standalone',
};

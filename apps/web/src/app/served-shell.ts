import { APP_SHELL_KINDS, type AppShellKind } from './layouts/app-shell-kind';

export type ServedShell = { kind: AppShellKind; collapsed: boolean };

let served: ServedShell | null = null;

/**
 * The signed-in frame the server painted into `#root` (app-shell-skeleton.tsx), if any: the app
 * keeps painting it until the real layout is ready.
 */
export function readServedShell(root: HTMLElement): ServedShell | null {
  const kind = root.firstElementChild?.getAttribute('data-app-shell');
  served = APP_SHELL_KINDS.includes(kind as AppShellKind)
    ? {
        kind: kind as AppShellKind,
        collapsed: root.querySelector('[data-collapsible="icon"]') !== null,
      }
    : null;
  return served;
}

export const servedShell = () => served;

/** After the first page change a wait shows the usual spinner, not the first page's frame. */
export function forgetServedShell() {
  served = null;
}

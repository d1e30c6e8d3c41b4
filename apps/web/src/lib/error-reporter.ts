import {
  CLIENT_ERROR_REPORTS_PER_PAGE,
  type ClientErrorKind,
  type ClientErrorReport,
} from '@updately/shared/admin-error-logs-api';

const ENDPOINT = '/api/client-errors';
// Under the endpoint's 16 KB once escaped as JSON.
const MAX = { name: 200, message: 1000, stack: 6000, componentStack: 3000 } as const;

let sent = 0;
const seen = new Set<string>();
let installed = false;

type Reported = { name: string; message: string; stack?: string };

function describe(error: unknown): Reported | null {
  if (error instanceof Error) {
    return { name: error.name || 'Error', message: error.message, stack: error.stack };
  }
  if (error === undefined || error === null) return null;
  let message: string;
  try {
    message = typeof error === 'string' ? error : JSON.stringify(error);
  } catch {
    message = String(error);
  }
  return { name: 'NonError', message };
}

/** Errors from browser extensions or other sites' scripts are not the app's. */
function isForeign(stack: string | undefined): boolean {
  return /(chrome|moz|safari(-web)?)-extension:\/\//.test(stack ?? '');
}

/**
 * Sends one error to the server's error log: only the page's pathname (never its query string
 * or fragment: they may carry personal data), the error's name, message and stack. The same
 * error is sent once, and at most CLIENT_ERROR_REPORTS_PER_PAGE per page load. Never throws.
 */
export function reportError(error: unknown, kind: ClientErrorKind, componentStack?: string): void {
  try {
    const described = describe(error);
    if (!described || isForeign(described.stack)) return;
    const key = `${kind}|${described.name}|${described.message}|${described.stack?.split('\n', 2)[1] ?? ''}`;
    if (seen.has(key) || sent >= CLIENT_ERROR_REPORTS_PER_PAGE) return;
    seen.add(key);
    sent += 1;
    const report: ClientErrorReport = {
      name: described.name.slice(0, MAX.name) || 'Error',
      message: described.message.slice(0, MAX.message),
      stack: described.stack?.slice(0, MAX.stack),
      kind,
      path: window.location.pathname.slice(0, 500) || '/',
      componentStack: componentStack?.slice(0, MAX.componentStack),
    };
    // keepalive: the report still goes when the page is being left.
    void fetch(ENDPOINT, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(report),
    }).catch(() => undefined);
  } catch {
    // Reporting must never become the error.
  }
}

/** Listens for uncaught errors and unhandled promise rejections, once per page load. */
export function installErrorReporter(target: Window = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('error', (event: ErrorEvent) => {
    // "Script error." from another origin's script carries nothing useful.
    if (!event.error && !event.message) return;
    reportError(event.error ?? new Error(event.message), 'error');
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    reportError(event.reason, 'unhandledrejection');
  });
}

/** For tests: forget what was sent. */
export function resetErrorReporter(): void {
  sent = 0;
  seen.clear();
  installed = false;
}

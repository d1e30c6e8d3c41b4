import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';

/**
 * The one console error a test may cause: Chromium's own line for a response with an error status
 * or a request that failed ("Failed to load resource: the server responded with a status of 401
 * (Unauthorized)", "Failed to load resource: net::ERR_CONNECTION_RESET"). The browser prints it,
 * not the app, whenever a test provokes a 401, 404 or 429 or answers a route with an error on
 * purpose; what the app then shows is what the test checks. Every other console error (the app's
 * own, CSP violations, React's) and every uncaught exception is a problem.
 */
const FAILED_RESOURCE =
  /^Failed to load resource: (?:the server responded with a status of [45]\d\d\b|net::ERR_[A-Z_]+$)/;

type Options = {
  /** Lets Chromium's "Failed to load resource" lines through (the fixture for every test does). */
  allowFailedResources?: boolean;
};

/**
 * Collects what a clean page must never print: console errors (CSP violations, React's
 * hydration errors such as #418) and uncaught exceptions, from one page or every page of a
 * browser context.
 */
export function collectPageProblems(
  target: Page | BrowserContext,
  { allowFailedResources = false }: Options = {},
): string[] {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    if (allowFailedResources && FAILED_RESOURCE.test(message.text())) return;
    const where = message.location().url;
    problems.push(`console: ${message.text()}${where ? ` (${where})` : ''}`);
  };
  const onError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  if ('newPage' in target) {
    target.on('console', onConsole);
    target.on('weberror', (webError) => onError(webError.error()));
  } else {
    target.on('console', onConsole);
    target.on('pageerror', onError);
  }
  return problems;
}

import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

/**
 * Fails the running test when it prints with console.error or leaves a promise rejection
 * unhandled (STYLE.md rule 13). A test that expects an error message says so by spying on
 * console.error itself (`vi.spyOn(console, 'error').mockImplementation(...)`), which takes
 * the message before it reaches this guard.
 */
export function failOnConsoleErrors() {
  const problems: string[] = [];
  const original = console.error;

  const onRejection = (reason: unknown) => {
    problems.push(`unhandled rejection: ${format(reason)}`);
  };
  process.on('unhandledRejection', onRejection);
  globalThis.addEventListener?.('unhandledrejection', (event) => onRejection(event.reason));

  beforeEach(() => {
    problems.length = 0;
    console.error = (...args: unknown[]) => {
      problems.push(`console.error: ${format(...args)}`);
      original(...args);
    };
  });

  afterEach(() => {
    console.error = original;
    if (problems.length) {
      const found = problems.splice(0);
      throw new Error(`The test printed errors:\n${found.join('\n')}`);
    }
  });
}

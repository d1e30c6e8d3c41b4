import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

type Guard = { problems: string[] };
const GUARD = Symbol.for('updately.console-guard');
const holder = globalThis as typeof globalThis & { [GUARD]?: Guard };

/**
 * The process-wide listeners are installed once per worker: integration files share a worker
 * (isolate: false), and each file's setup would otherwise add another listener.
 */
function guard(): Guard {
  if (holder[GUARD]) return holder[GUARD];
  const state: Guard = { problems: [] };
  const onRejection = (reason: unknown) => {
    state.problems.push(`unhandled rejection: ${format(reason)}`);
  };
  process.on('unhandledRejection', onRejection);
  globalThis.addEventListener?.('unhandledrejection', (event) => onRejection(event.reason));
  holder[GUARD] = state;
  return state;
}

/**
 * Fails the running test when it prints with console.error or leaves a promise rejection
 * unhandled (STYLE.md rule 13). A test that expects an error message says so by spying on
 * console.error itself (`vi.spyOn(console, 'error').mockImplementation(...)`), which takes
 * the message before it reaches this guard.
 */
export function failOnConsoleErrors() {
  const { problems } = guard();
  const original = console.error;

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

import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../lib/logger';

/** A logger at `info` whose lines are kept in memory, to check what the app writes to logs. */
export function captureLogs(): { logger: Logger; text(): string } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', stream), text: () => lines.join('') };
}

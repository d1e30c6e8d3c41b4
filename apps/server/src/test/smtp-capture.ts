import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eventually } from './mailbox';

/** One message, and when it was accepted (ms since the epoch, just before the 250 reply). */
export type CapturedMail = { from: string; to: string[]; raw: string; acceptedAt: number };

/**
 * A real SMTP server on a free local port (no TLS, no auth) that keeps every message it gets.
 * `acceptDelayMs` makes it answer each message that much later, like a slow mail server (a
 * function of the first recipient: some slower than others);
 * `refuse` answers 550 (no such user) for the recipients it picks.
 */
export async function startSmtpCapture(
  options: {
    acceptDelayMs?: number | ((to: string) => number);
    refuse?: (to: string) => boolean;
  } = {},
) {
  const received: CapturedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const err = new Error('No such user here') as Error & { responseCode: number };
        err.responseCode = 550;
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const delay =
          typeof options.acceptDelayMs === 'function'
            ? options.acceptDelayMs(session.envelope.rcptTo[0]?.address ?? '')
            : options.acceptDelayMs;
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          acceptedAt: Date.now(),
        });
        callback();
      });
    },
  });
  // A client killed mid-message (the crash tests SIGKILL the sender) resets its connection inside
  // a transaction, which smtp-server emits as an 'error': unheard, it would crash the test run.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor: (to: string) =>
      eventually(async () => received.find((m) => m.to.includes(to)), `SMTP mail to ${to}`),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The decoded body of the first MIME part of a raw message with the given content type. */
export function mimePart(raw: string, contentType: 'text/plain' | 'text/html'): string {
  const start = raw.search(new RegExp(`Content-Type: ${contentType}`, 'i'));
  if (start === -1) throw new Error(`No ${contentType} part`);
  const part = raw.slice(start);
  const headerEnd = part.indexOf('\r\n\r\n');
  const headers = part.slice(0, headerEnd);
  const body = part.slice(headerEnd + 4).split(/\r\n--/)[0] ?? '';
  const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

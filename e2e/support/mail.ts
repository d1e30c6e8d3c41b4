import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';

import { baseURL } from './api';
import { expect } from './fixtures';

type MailMessage = { to: string; subject: string; text: string; created_at: string };

/** The newest dev-mailbox message to `to` whose subject matches, once the mail job has sent it. */
export async function waitForMail(
  api: APIRequestContext,
  to: string,
  subject: RegExp,
  { after = 0 }: { after?: number } = {},
): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        // A kept-alive socket the busy server has just closed resets once in a long run
        // (ECONNRESET): that is not an answer, so the poll asks again.
        const response = await api
          .get(`/dev/mailbox?format=json&to=${encodeURIComponent(to)}`)
          .catch((error: unknown) => {
            if (String(error).includes('ECONNRESET')) return null;
            throw error;
          });
        if (!response) return false;
        const { messages } = (await response.json()) as { messages: MailMessage[] };
        found = messages.find((m) => subject.test(m.subject) && Date.parse(m.created_at) >= after);
        return Boolean(found);
      },
      { timeout: 15_000, message: `mail "${subject}" to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code in a mail's text (codes are in the body, never the subject). */
export function codeIn(message: { text: string }): string {
  const code = message.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code in: ${message.text}`);
  return code;
}

/** A brand-claim code (`K7Q2M-9XH4T`: 10 characters of Crockford's base32) in a message. */
export function claimCodeIn(message: { text: string }): string {
  const code = message.text.match(/\b([0-9A-Z]{5}-[0-9A-Z]{5})\b/)?.[1];
  if (!code) throw new Error(`No claim code in: ${message.text}`);
  return code;
}

export function linkIn(message: { text: string }): string {
  const link = message.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`No link in: ${message.text}`);
  return link;
}

/** The code of the newest text the SMS stand-in (scripts/e2e-server.mjs) received for `to`. */
export async function waitForSmsCode(to: string): Promise<string> {
  const smsUrl = `http://127.0.0.1:${Number(new URL(baseURL).port) + 1}/sms`;
  const sink = await playwrightRequest.newContext();
  let code: string | undefined;
  try {
    await expect
      .poll(
        async () => {
          const { texts } = (await (await sink.get(smsUrl)).json()) as {
            texts: { to: string; body: string }[];
          };
          code = texts.find((t) => t.to === to)?.body.match(/\b(\d{6})\b/)?.[1];
          return Boolean(code);
        },
        { timeout: 15_000, message: `SMS to ${to}` },
      )
      .toBe(true);
  } finally {
    await sink.dispose();
  }
  return code!;
}

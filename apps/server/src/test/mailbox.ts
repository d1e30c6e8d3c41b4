import type { TestApp } from './test-app';

export type Mail = { to: string; subject: string; text: string; html: string; created_at: string };

/** Polls `until` every 100 ms until it answers a value (jobs such as mail run in a worker). */
export async function eventually<T>(
  until: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await until();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The dev mailbox for one address, newest first, read the way a developer's tools read it. */
export async function mailTo(t: Pick<TestApp, 'request'>, to: string): Promise<Mail[]> {
  const res = await t.request(`/dev/mailbox?format=json&to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { messages: Mail[] };
  return body.messages;
}

/** The newest message to `to` whose subject matches, once `count` such messages have arrived. */
export function waitForMail(
  t: Pick<TestApp, 'request'>,
  to: string,
  subject: RegExp,
  count = 1,
): Promise<Mail> {
  return eventually(async () => {
    const matching = (await mailTo(t, to)).filter((m) => subject.test(m.subject));
    return matching.length >= count ? matching[0] : undefined;
  }, `mail "${subject.source}" to ${to}`);
}

/** The first link of a message's plain-text part. */
export function linkIn(text: string): string {
  const url = text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`No link in: ${text}`);
  return url;
}

/** The six-digit code of a sign-in code message (email or SMS). */
export function codeIn(text: string): string {
  const code = text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`No code in: ${text}`);
  return code;
}

/** A brand-claim code (`K7Q2M-9XH4T`) in a message. */
export function claimCodeIn(text: string): string {
  const code = text.match(/\b[0-9A-Z]{5}-[0-9A-Z]{5}\b/)?.[0];
  if (!code) throw new Error(`No claim code in: ${text}`);
  return code;
}

/** A path + query for app.request() from an absolute link in a message. */
export function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

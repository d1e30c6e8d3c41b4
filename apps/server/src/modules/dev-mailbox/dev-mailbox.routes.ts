import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { devMailbox } from '../../db/schema';
import type { AppEnv } from '../../auth/app-env';
import { isLocalRequest } from '../../lib/client-ip';
import { errorBody } from '../../lib/errors';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/**
 * Mail kept when no SMTP is configured, newest first; `?to=` filters, `?format=json` for tools.
 * Mounted only outside production, and even then it answers only requests made on this machine
 * (H2): a deployment that forgot NODE_ENV=production shows no one its reset links and codes.
 */
export const devMailboxRoutes = new Hono<AppEnv>().get('/dev/mailbox', async (c) => {
  if (!isLocalRequest(c)) return c.json(errorBody('NOT_FOUND', 'Not found'), 404);
  const to = c.req.query('to');
  const rows = await c.var.deps.database.db
    .select()
    .from(devMailbox)
    .where(to ? eq(devMailbox.to, to.toLowerCase()) : undefined)
    .orderBy(desc(devMailbox.created_at))
    .limit(100);
  if (c.req.query('format') === 'json') return c.json({ messages: rows });
  const items = rows
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${m.created_at.toISOString()}</p>
<pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox · ${escapeHtml(c.var.deps.config.APP_NAME)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#111827}
article{border:1px solid #d1d5db;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#4b5563;font-size:.9rem}
pre{white-space:pre-wrap;font-family:inherit}a{color:#0f5e57}</style></head>
<body><main><h1>Dev mailbox</h1><p>Mail the app would have sent. Configure SMTP_URL to send it for real.</p>
${items || '<p>No mail yet.</p>'}</main></body></html>`);
});

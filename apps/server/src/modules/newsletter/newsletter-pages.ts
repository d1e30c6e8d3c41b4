import { escapeHtml } from '../../lib/html';
import { renderPlainPage } from '../../lib/plain-page';

export type NewsletterPage = {
  title: string;
  lines: string[];
  /** A POST form with one button (the link in the email only shows this page: mail scanners
   * that open links never confirm or unsubscribe anyone). */
  action?: { url: string; token: string; label: string };
};

/** The small, script-free pages behind the links in the newsletter emails. */
export function renderNewsletterPage(appName: string, page: NewsletterPage): string {
  const form = page.action
    ? `<form method="post" action="${escapeHtml(page.action.url)}">
<input type="hidden" name="token" value="${escapeHtml(page.action.token)}">
<button type="submit">${escapeHtml(page.action.label)}</button>
</form>`
    : '';
  const body = `${page.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${form}
<p><a href="/">Back to ${escapeHtml(appName)}</a></p>`;
  return renderPlainPage(appName, page.title, body);
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

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
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(page.title)} · ${escapeHtml(appName)}</title>
<style>body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a;line-height:1.6;margin:0;background:#f1f5f9}
main{max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}p{margin:0 0 1rem;color:#334155}
button{font:inherit;font-weight:600;background:#0f766e;color:#fff;border:0;border-radius:.5rem;padding:.75rem 1.25rem;min-height:2.75rem;cursor:pointer}
button:hover{background:#115e59}button:focus-visible,a:focus-visible{outline:2px solid #4f46e5;outline-offset:2px}
a{color:#0f5e57;font-weight:600}</style></head>
<body><main>
<h1>${escapeHtml(page.title)}</h1>
${page.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${form}
<p><a href="/">Back to ${escapeHtml(appName)}</a></p>
</main></body></html>`;
}

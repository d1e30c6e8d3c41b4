import { escapeHtml } from './html';

/**
 * The frame of the small, script-free pages the server renders itself (behind the links in
 * emails): a heading and `body`, which must already be safe HTML.
 */
export function renderPlainPage(
  appName: string,
  title: string,
  body: string,
  options: { wide?: boolean } = {},
): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)} · ${escapeHtml(appName)}</title>
<style>body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a;line-height:1.6;margin:0;background:#f1f5f9}
main{max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #e2e8f0;border-radius:.75rem}
@media (max-width:40rem){main{margin:0;border-radius:0;border-width:0 0 1px;padding:1.5rem 1rem}}
h1{font-size:1.75rem;line-height:1.2;margin:0 0 1rem}h2{font-size:1.125rem;margin:1.5rem 0 .5rem}p{margin:0 0 1rem;color:#334155}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem}dt{color:#475569}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
fieldset{border:0;padding:0;margin:0 0 1rem}legend{font-weight:600;margin-bottom:.5rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}.choice{display:flex;gap:.5rem;align-items:flex-start;font-weight:400;margin:.25rem 0}
.choice input{margin-top:.35rem;width:1.1rem;height:1.1rem}
input[type=text],textarea{font:inherit;width:100%;box-sizing:border-box;border:1px solid #94a3b8;border-radius:.5rem;padding:.5rem .75rem}
textarea{min-height:5rem}
button{font:inherit;font-weight:600;background:#0f766e;color:#fff;border:0;border-radius:.5rem;padding:.75rem 1.25rem;min-height:2.75rem;cursor:pointer;margin-top:.5rem}
button.secondary{background:#fff;color:#0f172a;border:1px solid #94a3b8}
button:hover{background:#115e59}button.secondary:hover{background:#f1f5f9}
button:focus-visible,a:focus-visible,input:focus-visible,textarea:focus-visible{outline:2px solid #4f46e5;outline-offset:2px}
a{color:#0f5e57;font-weight:600}.note{font-size:.875rem;color:#475569}
main.wide{max-width:48rem}li{margin:.25rem 0;color:#334155}code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.875em;overflow-wrap:anywhere}
pre{background:#0f172a;color:#e2e8f0;padding:1rem;border-radius:.5rem;overflow-x:auto;font-size:.8125rem;line-height:1.5}</style></head>
<body><main${options.wide ? ' class="wide"' : ''}>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

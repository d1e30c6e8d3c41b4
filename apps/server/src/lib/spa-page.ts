import { existsSync, readFileSync } from 'node:fs';
import { patternExpression } from './route-pattern';

type AppShells = {
  shells: Record<string, { cookie: string; expanded: string; collapsed: string }>;
  routes: { pattern: string; shell: string; preload: string[] }[];
};

const EMPTY_ROOT = '<div id="root"></div>';
const ME_PRELOAD = '<link rel="preload" href="/api/me" as="fetch" crossorigin="use-credentials">';

/**
 * The SPA's HTML for one path. For a signed-in page (and a request with a session cookie) it
 * carries the page's frame in `#root`, painted before any script runs, with its sidebar as its
 * cookie left it, `<link rel="modulepreload">` for the chunks the page loads (the build's
 * app-shells.json, written by apps/web/scripts/prerender.mjs) and a preload of /api/me.
 * Otherwise the plain template.
 * Only markup and links are added: the CSP allows the inline stylesheet, and no script.
 */
export function createSpaPage(templateFile: string, shellsFile: string) {
  const template = readFileSync(templateFile, 'utf8');
  if (!existsSync(shellsFile) || !template.includes(EMPTY_ROOT)) return () => template;
  const { shells, routes } = JSON.parse(readFileSync(shellsFile, 'utf8')) as AppShells;
  const pages = routes.map((route) => {
    const links = route.preload
      .filter((url) => !template.includes(`href="${url}"`))
      .map((url) => `<link rel="modulepreload" crossorigin href="${url}">`);
    // Who is signed in, asked with the HTML instead of after the scripts (lib/session.ts).
    links.push(ME_PRELOAD);
    const withLinks = template.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
    const shell = shells[route.shell]!;
    const page = (markup: string) =>
      withLinks.replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
    return {
      expression: patternExpression(route.pattern),
      cookie: shell.cookie,
      expanded: page(shell.expanded),
      collapsed: page(shell.collapsed),
    };
  });

  return (urlPath: string, { signedIn, cookies }: { signedIn: boolean; cookies: string }) => {
    const page = signedIn ? pages.find((p) => p.expression.test(urlPath)) : undefined;
    if (!page) return template;
    return sidebarCollapsed(cookies, page.cookie) ? page.collapsed : page.expanded;
  };
}

/** Whether the sidebar's cookie says collapsed (apps/web/src/lib/sidebar-cookie.ts). */
function sidebarCollapsed(cookies: string, name: string): boolean {
  return cookies.split(';').some((part) => part.trim() === `${name}=false`);
}

import { POLICY_VIEW, POLICY_VIEW_PARAM } from '../features/privacy-settings/utils/policy-link';
import { setMenuOpen } from '../app/layouts/menu-store';
import { focusPageHeading, pageHeading } from '../lib/focus-heading';
import { paths } from '../lib/paths';
import { visitorSignedIn } from '../lib/visitor-session';
import { hydrateIslands, unmountIslands } from './hydrate';
import { capturePageView } from './page-views';

/** Head elements that differ per page (the title aside), keyed by the attribute naming them. */
const PER_PAGE_HEAD = [
  ['meta[name="description"]', 'name', 'content'],
  ['link[rel="canonical"]', 'rel', 'href'],
  ['meta[property^="og:"]', 'property', 'content'],
] as const;

const withoutSlash = (pathname: string) =>
  pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;

/**
 * Signed in, /privacy is the app's Privacy & Security page; its prerendered HTML is the policy
 * (which `?view=policy` asks for).
 */
export function isAppPrivacyPage(url: URL) {
  return (
    withoutSlash(url.pathname) === paths.privacy.getHref() &&
    url.searchParams.get(POLICY_VIEW_PARAM) !== POLICY_VIEW &&
    visitorSignedIn()
  );
}

let root: HTMLElement;
/** The prerendered pages, from the page's own list (scripts/prerender.mjs writes it). */
let prerendered = new Set<string>();

/** Whether `url` is a prerendered public page this page can be swapped for. */
function isPrerendered(url: URL) {
  return prerendered.has(withoutSlash(url.pathname)) && !isAppPrivacyPage(url);
}

let shown = '';
let ticket = 0;

const markHydrated = (done: boolean) => {
  document.documentElement.dataset.hydrated = done ? 'true' : 'false';
};

function syncHead(next: Document) {
  document.title = next.title;
  for (const [selector, key, value] of PER_PAGE_HEAD) {
    for (const element of next.head.querySelectorAll(selector)) {
      const name = element.getAttribute(key);
      const current = document.head.querySelector(`${selector.split('[')[0]}[${key}="${name}"]`);
      current?.setAttribute(value, element.getAttribute(value) ?? '');
    }
  }
}

function scrollToTarget(url: URL) {
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * Shows another prerendered page in place: its HTML is fetched, swapped into #root and its
 * islands hydrated, so the page keeps its JavaScript (analytics, the data layer) as it would
 * with a router. Anything unexpected falls back to loading the page.
 */
async function swapTo(url: URL, push: boolean) {
  const mine = ++ticket;
  let next: Document;
  try {
    const response = await fetch(url.pathname + url.search, { headers: { Accept: 'text/html' } });
    if (!response.ok) throw new Error(`${response.status}`);
    next = new DOMParser().parseFromString(await response.text(), 'text/html');
  } catch {
    window.location.assign(url.href);
    return;
  }
  const markup = next.getElementById('root');
  if (mine !== ticket) return;
  if (!markup) {
    window.location.assign(url.href);
    return;
  }
  markHydrated(false);
  unmountIslands();
  // The next page starts with its menu closed, as its HTML shows it.
  setMenuOpen(false);
  if (push) window.history.pushState(null, '', url.href);
  shown = url.pathname + url.search;
  syncHead(next);
  root.innerHTML = markup.innerHTML;
  scrollToTarget(url);
  const heading = url.hash ? null : pageHeading(root);
  if (heading) focusPageHeading(heading);
  await hydrateIslands(root);
  if (mine !== ticket) return;
  markHydrated(true);
  capturePageView();
}

/**
 * The app takes over: its entry (named by the page, scripts/prerender.mjs) loads now with React
 * Router, the query client and the pages, and renders the location from scratch in place of this
 * page (start-client.tsx). `url` is where the visitor is going (null: this page). The islands
 * are unmounted once the app has replaced their markup, so the page never shows half-empty.
 */
export async function handOverToApp(url: URL | null) {
  ticket++;
  const entry = document.querySelector<HTMLMetaElement>('meta[name="updately-app-entry"]');
  if (!entry) {
    window.location.assign(url?.href ?? window.location.href);
    return;
  }
  stopNavigation();
  const replaced = new MutationObserver(() => {
    if (root.querySelector('[data-island]')) return;
    replaced.disconnect();
    unmountIslands();
  });
  replaced.observe(root, { childList: true });
  if (url) {
    window.history.pushState(null, '', url.href);
    window.scrollTo(0, 0);
  }
  root.dataset.handover = 'true';
  await import(/* @vite-ignore */ entry.content);
}

function follow(url: URL, push: boolean) {
  if (isPrerendered(url)) void swapTo(url, push);
  else void handOverToApp(push ? url : null);
}

function onClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
  if (anchor.target && anchor.target !== '_self') return;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return;
  // An in-page link (a fragment of this page) is the browser's.
  if (url.pathname + url.search === window.location.pathname + window.location.search && url.hash)
    return;
  event.preventDefault();
  follow(url, true);
}

function onPopState() {
  const url = new URL(window.location.href);
  // Back or forward between fragments of the same page.
  if (url.pathname + url.search === shown) return;
  follow(url, false);
}

/**
 * Follows links between public pages without React Router: another prerendered page is swapped
 * in; any other path (sign in, sign up, the app) hands over to the app.
 */
export function startNavigation(pageRoot: HTMLElement) {
  root = pageRoot;
  const list = document.querySelector<HTMLMetaElement>('meta[name="updately-public-pages"]');
  prerendered = new Set(list?.content.split(' ') ?? []);
  shown = window.location.pathname + window.location.search;
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
}

function stopNavigation() {
  document.removeEventListener('click', onClick);
  window.removeEventListener('popstate', onPopState);
}

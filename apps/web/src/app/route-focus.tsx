import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (lazy chunks, a first query). */
const HEADING_WAIT_MS = 5_000;
const OPEN_DIALOG =
  '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], dialog[open]';
/** Focus a page has placed on purpose (a field, a step heading, an alert): left where it is. */
const PLACED_FOCUS = 'input, textarea, select, [contenteditable="true"], [tabindex="-1"]';

function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
}

function focusWasPlaced(): boolean {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return false;
  if (active.id === 'main' || active.tagName === 'H1') return false;
  return active.matches(PLACED_FOCUS);
}

/** Moves focus to the heading; false when a dialog or the page itself holds focus. */
function focusHeading(heading: HTMLElement): boolean {
  if (document.querySelector(OPEN_DIALOG) || focusWasPlaced()) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // After a mouse click the browser shows no ring for this (not :focus-visible); after a key it does.
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After each in-app page change (not the first load), focus moves to the new page's `<h1>`, so
 * keyboard and screen-reader users start at the top of what changed and hear its name. If the
 * page shows no heading in time, its title is announced instead.
 */
export function RouteFocus() {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  const interacted = useRef(false);
  const [announcement, setAnnouncement] = useState('');

  // Redirects before the visitor has done anything (a guard, a link that landed here) are still
  // the first load: the browser's own focus handling stands.
  useEffect(() => {
    const note = () => {
      interacted.current = true;
    };
    document.addEventListener('pointerdown', note, true);
    document.addEventListener('keydown', note, true);
    return () => {
      document.removeEventListener('pointerdown', note, true);
      document.removeEventListener('keydown', note, true);
    };
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (hash || !interacted.current) return;

    let done = false;
    const finish = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener('pointerdown', giveUp, true);
      document.removeEventListener('keydown', giveUp, true);
    };
    const attempt = () => {
      const heading = pageHeading();
      if (done || !heading) return;
      finish();
      focusHeading(heading);
    };
    // Someone who acts while the page loads has moved on: their focus is not taken from them.
    const giveUp = () => finish();
    const observer = new MutationObserver(attempt);
    const timer = setTimeout(() => {
      finish();
      setAnnouncement(document.title);
    }, HEADING_WAIT_MS);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('pointerdown', giveUp, true);
    document.addEventListener('keydown', giveUp, true);
    attempt();
    return finish;
  }, [pathname, hash]);

  return (
    <div role="status" aria-live="polite" className="sr-only">
      {announcement}
    </div>
  );
}
